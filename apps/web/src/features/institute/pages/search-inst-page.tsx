import { INST_TYPE_LABELS, REGIONS, SEARCH_QUERY_MAX } from '@academy/domain/institute/institute.constants';
import { regionName } from '@academy/domain/institute/institute.rules';
import { type InstSearchItem, type InstSearchQuery, instSearchQuery } from '@academy/domain/institute/institute.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section, SectionTitle, sectionClassName } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextField } from '../../../ui/text-field/text-field';
import { useSearchInsts } from '../api/search-insts';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { LoadFailed } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';
import rows from './connect-inst-list-page.module.css';

const T = INSTITUTE_TEXTS.search;

const REGION_OPTIONS = REGIONS.map((region) => ({ value: region.code, label: region.name }));

type SearchValues = { q: string; region?: string; page: number };

function SearchForm({ initial }: { initial: { q: string; region: string } }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InstSearchQuery, unknown, SearchValues>({
    resolver: zodResolver(instSearchQuery),
    defaultValues: { q: initial.q, region: (initial.region || undefined) as InstSearchQuery['region'] },
  });
  const submit = handleSubmit((values) => {
    const query = new URLSearchParams();
    if (values.q) query.set('q', values.q);
    if (values.region) query.set('region', values.region);
    navigate(`/searchInst?${query}`);
  });
  return (
    <search>
      <form className={screenStyles.form} onSubmit={submit} noValidate>
        <p className={screenStyles.lead}>{T.intro}</p>
        <TextField
          type="search"
          label={T.q}
          placeholder={T.qPlaceholder}
          maxLength={SEARCH_QUERY_MAX}
          error={errors.q?.message}
          {...register('q')}
        />
        <Select
          label={T.region}
          options={REGION_OPTIONS}
          placeholder={T.regionAll}
          error={errors.region?.message}
          {...register('region', { setValueAs: (value) => (value === '' ? undefined : value) })}
        />
        <Button type="submit" size="lg" fullWidth>
          {T.submit}
        </Button>
      </form>
    </search>
  );
}

function ResultRow({ item }: { item: InstSearchItem }) {
  return (
    <li className={rows.row}>
      <div className={rows.main}>
        <div className={rows.title}>
          <span className={rows.name}>{item.instNm}</span>
          <Badge tone="neutral">{INST_TYPE_LABELS[item.instTpCd]}</Badge>
        </div>
        <span className={screenStyles.badges}>
          {item.subjects.map((subject) => (
            <Badge key={subject} tone="secondary">
              {subject}
            </Badge>
          ))}
        </span>
        <span className={styles.muted}>
          {[item.address, item.regions.map(regionName).join(', ')].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div className={rows.buttons}>
        {item.joined ? (
          <Badge tone="primary">{T.joined}</Badge>
        ) : item.requested ? (
          <Badge tone="yellow">{T.requested}</Badge>
        ) : (
          <Link
            to={`/requestInstTF?${new URLSearchParams({ instId: item.instId })}`}
            className={buttonClassName({ variant: 'primary', size: 'sm' })}
            aria-label={`${item.instNm} ${T.request}`}
          >
            {T.request}
          </Link>
        )}
      </div>
    </li>
  );
}

function Results({ q, region }: { q: string; region: string }) {
  const search = useSearchInsts({ q, region });
  const titleId = useId();
  if (search.isPending) return <Spinner />;
  if (search.isError) return <LoadFailed onRetry={() => void search.refetch()} />;
  const items = search.data.pages.flatMap((page) => page.items);
  const total = search.data.pages[0]?.total ?? 0;
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId} aria-live="polite">
        {T.resultCount(total)}
      </SectionTitle>
      {items.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyHint} />
      ) : (
        <ul className={rows.list} aria-label={T.listLabel}>
          {items.map((item) => (
            <ResultRow key={item.instId} item={item} />
          ))}
        </ul>
      )}
      {search.hasNextPage && (
        <Button variant="outline" loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
          {T.more}
        </Button>
      )}
    </Section>
  );
}

function useSearchParamsValues() {
  const [params] = useSearchParams();
  return { q: params.get('q')?.trim() ?? '', region: params.get('region') ?? '' };
}

/** searchInstTF: find an academy to join (name, 초성, 지역), or connect by code instead. */
export function SearchInstEntryPage() {
  const initial = useSearchParamsValues();
  return (
    <InstScreen screen="searchInstTF" fallbackTitle="학원 찾기">
      <SearchForm initial={initial} />
      <div className={sectionClassName()}>
        <p className={styles.muted}>{T.codeInstead}</p>
        <Link to="/v3/InstConnect">{T.codeLink}</Link>
      </div>
    </InstScreen>
  );
}

/** searchInst: the results of a search, a page at a time, each with 가입 요청. */
export function SearchInstPage() {
  const current = useSearchParamsValues();
  const searched = current.q !== '' || current.region !== '';
  return (
    <InstScreen screen="searchInst" fallbackTitle="학원 검색" width="wide">
      <SearchForm key={`${current.q}|${current.region}`} initial={current} />
      {searched && <Results q={current.q} region={current.region} />}
    </InstScreen>
  );
}
