import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatNumber, formatWon } from '@academy/domain/format/format.money';
import { useSearchParams } from 'react-router';
import { AcademyScreen, type ChosenAcademy } from '../../../lib/screen/academy-screen';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { TextLink } from '../../../ui/text-link/text-link';
import { useYearStatement } from '../api/year-statement';
import { BOOKS_LEDGER_TEXTS } from '../books-ledger.texts';
import frame from '../components/billing.module.css';
import styles from '../components/tuition-fee.module.css';
import { Loading, QueryFailed } from '../components/tuition-fee-screen';
import { billingAccessOf } from '../lib/billing-access';

const T = BOOKS_LEDGER_TEXTS.statement;
const C = BOOKS_LEDGER_TEXTS.common;

/** The year and the student as the address keeps them (`?year=2026&studentId=…`). */
function useStatementAddress() {
  const [params, setParams] = useSearchParams();
  const thisYear = Number(todayBusinessDate().slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const studentId = params.get('studentId');
  const setYear = (next: number) =>
    setParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        changed.set('year', String(next));
        return changed;
      },
      { replace: true },
    );
  return { year, studentId, setYear };
}

function Statement({ inst, office }: { inst: ChosenAcademy; office: boolean }) {
  const { year, studentId, setYear } = useStatementAddress();
  const statement = useYearStatement(inst.instId, year, studentId);
  const back =
    office && studentId
      ? { to: `/v3/tuition-fee/detail/${encodeURIComponent(studentId)}?year=${year}`, label: T.backOffice }
      : { to: '/paymentList', label: T.back };
  return (
    <div className={frame.stack}>
      <div className={[frame.toolbar, styles.noPrint].join(' ')}>
        <TextLink to={back.to} variant="muted">
          {back.label}
        </TextLink>
        <Stepper
          label={C.year}
          previousLabel={C.previousYear}
          nextLabel={C.nextYear}
          onStep={(delta) => setYear(year + delta)}
        >
          <StepperValue>{C.yearLabel(year)}</StepperValue>
        </Stepper>
        <Button size="sm" variant="outline" onClick={() => window.print()} disabled={!statement.data}>
          {T.print}
        </Button>
      </div>
      {!office && <p className={[frame.muted, styles.noPrint].join(' ')}>{T.familyHint}</p>}
      {statement.isPending ? (
        <Loading />
      ) : statement.isError ? (
        <QueryFailed error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <article className={styles.statement} aria-labelledby="year-statement-title">
          <h2 id="year-statement-title" className={styles.statementTitle}>
            {`${year}년 ${T.title}`}
          </h2>
          <dl className={styles.statementFacts}>
            <div>
              <dt>{T.academy}</dt>
              <dd>{statement.data.instNm}</dd>
            </div>
            <div>
              <dt>{T.issuedOn}</dt>
              <dd>{statement.data.issuedOn}</dd>
            </div>
          </dl>
          {statement.data.children.length === 0 ? (
            <EmptyState title={T.empty(year)} />
          ) : (
            statement.data.children.map((child) => (
              <section key={child.studentId} className={styles.child} aria-label={child.studentNm}>
                <h3 className={styles.childTitle}>{`${T.child} ${child.studentNm}`}</h3>
                <ScrollRegion label={T.tableLabel(child.studentNm, year)}>
                  <table className={styles.table} aria-label={T.tableLabel(child.studentNm, year)}>
                    <thead>
                      <tr>
                        <th scope="col">{T.month}</th>
                        <th scope="col">{T.paid}</th>
                        <th scope="col">{T.refunded}</th>
                        <th scope="col">{T.net}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {child.months.map((month) => (
                        <tr key={month.month}>
                          <th scope="row">{C.monthLabel(month.month, true)}</th>
                          <td>{formatNumber(month.paid)}</td>
                          <td>{formatNumber(month.refunded)}</td>
                          <td>{formatNumber(month.net)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr className={styles.totalRow}>
                        <th scope="row">{T.total}</th>
                        <td>{formatNumber(child.total.paid)}</td>
                        <td>{formatNumber(child.total.refunded)}</td>
                        <td>{formatNumber(child.total.net)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </ScrollRegion>
              </section>
            ))
          )}
          <p>
            <strong>{`${T.grandTotal} ${formatWon(statement.data.total.net)}`}</strong>
          </p>
          <p className={frame.muted}>{T.basis}</p>
        </article>
      )}
    </div>
  );
}

function StatementBody({ inst }: { inst: ChosenAcademy }) {
  const family = inst.role === 'PARENT' || inst.role === 'STUDENT';
  if (family) return <Statement inst={inst} office={false} />;
  if (billingAccessOf(inst).read) return <Statement inst={inst} office />;
  return <EmptyState title={C.forbidden} description={C.officeOnly} />;
}

/**
 * /v3/tuition-fee/statement (연간 교육비 납입 증명, a screen of our own beside the SPEC's tuition-fee
 * routes): what was paid the current academy in a year, per child and month, printable (only the
 * statement goes on the paper). A family opens it from 결제 내역 for its own children; the office from
 * a student's year in the ledger (`?studentId=`).
 */
export function TuitionFeeStatementPage() {
  return (
    <AcademyScreen screen="tuitionFeeStatement" fallbackTitle="연간 교육비 납입 증명" width="md" texts={C}>
      {(inst) => <StatementBody inst={inst} />}
    </AcademyScreen>
  );
}
