// `npm run dev`: the API server restarting on change (tsx watch) and Vite with HMR, side by side.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'server', command: 'npm run dev -w @academy/server', prefixColor: 'green' },
    { name: 'web', command: 'npm run dev -w @academy/web', prefixColor: 'blue' },
  ],
  { killOthersOn: ['failure', 'success'], restartTries: 0 },
);
result.catch(() => process.exit(1));
