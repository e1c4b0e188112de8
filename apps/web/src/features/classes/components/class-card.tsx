import type { ClassListItem } from '@academy/domain/class/class.schema';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge/badge';
import { CLASSES_TEXTS } from '../classes.texts';
import { periodText, slotText } from '../lib/class-format';
import styles from './class-card.module.css';

const T = CLASSES_TEXTS.card;

/** One class in a list: its image, name, subject, weekly slots, teachers and headcount; opens /classDetail. */
export function ClassCard({ item, to }: { item: ClassListItem; to?: string }) {
  return (
    <Link to={to ?? `/classDetail?classId=${encodeURIComponent(item.classId)}`} className={styles.card}>
      <img src={item.imageUrl} alt="" className={styles.image} loading="lazy" />
      <span className={styles.text}>
        <span className={styles.title}>
          <span className={styles.name}>{item.classNm}</span>
          {item.status === 'closed' && <Badge tone="warning">{CLASSES_TEXTS.status.closed}</Badge>}
          {item.isMine && <Badge tone="primary">{T.mine}</Badge>}
        </span>
        <span className={styles.meta}>
          {[item.compulsorySubject, CLASSES_TEXTS.codes.classTp[item.classTpCd as '010' | '020']]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className={styles.meta}>{item.lectureList.map(slotText).join(', ')}</span>
        <span className={styles.meta}>{periodText(item.lecStartDt, item.lecEndDt)}</span>
        <span className={styles.meta}>
          {T.teachers(item.teacherNms)}
          {item.studentCount !== null && ` · ${T.students(item.studentCount, item.fixed)}`}
        </span>
      </span>
    </Link>
  );
}
