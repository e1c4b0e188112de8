export function App() {
  return <main>학원 운영 서비스</main>;
}
