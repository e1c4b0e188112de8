import { Badge, type BadgeTone } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.list;
const S = DESIGN_TEXTS.states;

type Student = (typeof T.students)[number];

const STATUS_TONE: Record<Student['status'], BadgeTone> = {
  출석: 'primary',
  지각: 'yellow',
  결석: 'warning',
  미등원: 'neutral',
};

const noStudents: Student[] = [];

export function ListDemo() {
  return (
    <>
      <DemoBlock title={S.default} layout="column">
        <div className={styles.fullWidth}>
          <List
            label={T.label}
            items={T.students}
            getKey={(student) => student.id}
            renderItem={(student) => (
              <ListItem
                leading={<span className={styles.avatar}>{student.name.slice(0, 1)}</span>}
                title={student.name}
                description={student.detail}
                trailing={<Badge tone={STATUS_TONE[student.status]}>{student.status}</Badge>}
              />
            )}
          />
        </div>
      </DemoBlock>
      <DemoBlock title={T.interactive} description={DESIGN_TEXTS.page.keyboardHint} layout="column">
        <div className={styles.fullWidth}>
          <List
            items={[...T.menu, { id: 'disabled', title: T.disabledItem, description: S.disabled, to: '' }]}
            getKey={(item) => item.id}
            renderItem={(item) => (
              <ListItem title={item.title} description={item.description} to={item.to || '#'} disabled={!item.to} />
            )}
          />
        </div>
      </DemoBlock>
      <DemoBlock title={S.loading} layout="column">
        <div className={styles.fullWidth}>
          <List
            items={noStudents}
            loading
            loadingText={T.loadingText}
            getKey={(s) => s.id}
            renderItem={(s) => s.name}
          />
        </div>
      </DemoBlock>
      <DemoBlock title={S.empty} layout="column">
        <div className={styles.fullWidth}>
          <List
            items={noStudents}
            getKey={(s) => s.id}
            renderItem={(s) => s.name}
            emptyDescription={T.emptyDescription}
            emptyAction={<Button size="sm">{T.emptyAction}</Button>}
          />
        </div>
      </DemoBlock>
    </>
  );
}
