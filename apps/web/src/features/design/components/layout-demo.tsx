import { PageContainer } from '../../../ui/page-container/page-container';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.layout;

export function LayoutDemo() {
  return (
    <>
      <DemoBlock title={T.grey} description={T.description} layout="column">
        <div className={styles.layoutPreview}>
          <PageContainer fillViewport={false}>
            <p className={styles.layoutSample}>{T.sample}</p>
          </PageContainer>
        </div>
      </DemoBlock>
      <DemoBlock title={T.white} layout="column">
        <div className={styles.layoutPreview}>
          <PageContainer variant="white" fillViewport={false}>
            <p className={styles.layoutSample}>{T.sample}</p>
          </PageContainer>
        </div>
      </DemoBlock>
      <DemoBlock title={T.breakpoints} layout="column">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.breakpointName}</th>
              <th scope="col">{T.breakpointRange}</th>
            </tr>
          </thead>
          <tbody>
            {T.breakpointList.map((bp) => (
              <tr key={bp.name}>
                <td>{bp.name}</td>
                <td>{bp.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DemoBlock>
    </>
  );
}
