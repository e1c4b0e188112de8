import { Fragment } from 'react';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import { Facts } from '../../../ui/facts/facts';
import { PageContainer } from '../../../ui/page-container/page-container';
import { Section } from '../../../ui/section/section';
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
      <DemoBlock title={T.section} description={T.sectionDescription} layout="column">
        <Section title={T.sectionTitle} actions={<Badge tone="primary">{T.sectionBadge}</Badge>}>
          <Facts>
            {T.facts.map((fact) => (
              <Fragment key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
          </Facts>
        </Section>
      </DemoBlock>
      <DemoBlock title={T.actionRow} description={T.actionRowDescription} layout="column">
        <ActionRow>
          <Button variant="outline">{T.edit}</Button>
          <Button variant="danger">{T.close}</Button>
        </ActionRow>
      </DemoBlock>
      <DemoBlock title={T.centered} layout="column">
        <Centered role="status">
          <h4>{T.centeredTitle}</h4>
          <p>{T.centeredLead}</p>
        </Centered>
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
