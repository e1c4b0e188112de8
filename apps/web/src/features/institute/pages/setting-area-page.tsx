import type { MembershipSummary } from '@academy/domain/account/account.schema';
import { REGION_CODES, REGIONS, type RegionCode } from '@academy/domain/institute/institute.constants';
import { regionsBody } from '@academy/domain/institute/institute.schema';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { ChipList, ToggleChip } from '../../../ui/chip/chip';
import { FieldMessages, useFieldIds } from '../../../ui/field/field';
import screenStyles from '../../../ui/screen/screen.module.css';
import { useInstitute } from '../api/get-institute';
import { useSetRegions } from '../api/set-regions';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { Forbidden, LoadFailed, Loading, WithCurrentInst } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';
import chips from './setting-area-page.module.css';

const T = INSTITUTE_TEXTS.regions;
const MAX = 5;

function RegionsForm({ instId, initial }: { instId: string; initial: string[] }) {
  const [chosen, setChosen] = useState<string[]>(
    initial.filter((code) => (REGION_CODES as readonly string[]).includes(code)),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSetRegions(instId);
  const navigate = useNavigate();
  const ids = useFieldIds();
  const legendId = useId();
  const full = chosen.length >= MAX;

  function toggle(code: RegionCode) {
    setError(null);
    setChosen((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));
  }

  async function submit() {
    const parsed = regionsBody.safeParse({ regions: chosen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.limit);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
    } catch (failure) {
      if (isApiError(failure) && failure.fields) {
        setError(Object.values(failure.fields)[0] ?? failure.message);
        return;
      }
      showRefusal(failure);
      return;
    }
    showToast(T.done);
    navigate('/instDetailInfoN');
  }

  return (
    <form
      className={screenStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={screenStyles.lead}>{T.intro}</p>
      <fieldset className={chips.fieldset} aria-describedby={`${ids.hintId}${error ? ` ${ids.errorId}` : ''}`}>
        <legend id={legendId} className={chips.legend}>
          <span>{T.legend}</span>
          <span className={styles.muted}>{T.count(chosen.length, MAX)}</span>
        </legend>
        <ChipList>
          {REGIONS.map((region) => {
            const on = chosen.includes(region.code);
            return (
              <li key={region.code}>
                <ToggleChip size="md" pressed={on} disabled={!on && full} onClick={() => toggle(region.code)}>
                  {region.name}
                </ToggleChip>
              </li>
            );
          })}
        </ChipList>
        <FieldMessages ids={ids} hint={full ? T.limit : undefined} error={error ?? undefined} />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={save.isPending}>
        {T.submit}
      </Button>
    </form>
  );
}

function AreaContent({ membership }: { membership: MembershipSummary }) {
  const inst = useInstitute(membership.instId);
  if (inst.isPending) return <Loading />;
  if (inst.isError) return <LoadFailed onRetry={() => void inst.refetch()} />;
  if (!inst.data.my.canEdit) return <Forbidden />;
  return <RegionsForm instId={membership.instId} initial={inst.data.regions} />;
}

/** SettingArea: the regions (시·도, at most 5) where the academy is found in searches. */
export function SettingAreaPage() {
  return (
    <InstScreen screen="SettingArea" fallbackTitle="지역 설정">
      <WithCurrentInst>
        {(membership) => <AreaContent key={membership.instId} membership={membership} />}
      </WithCurrentInst>
    </InstScreen>
  );
}
