import { MATERIAL_SEARCH_MAX } from '@academy/domain/materials/materials.rules';
import type { MaterialView } from '@academy/domain/materials/materials.schema';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../ui/button/button';
import { ChipList, ToggleChip } from '../../../ui/chip/chip';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useMaterialClasses } from '../api/get-material-classes';
import { useMaterialFolders } from '../api/get-material-folders';
import { useMaterials } from '../api/get-materials';
import { useDeleteMaterial } from '../api/material-mutations';
import type { MaterialFilters } from '../api/materials-keys';
import styles from '../components/learning.module.css';
import { LearningScreen, Loading, QueryFailed } from '../components/learning-screen';
import { MaterialCard } from '../components/material-card';
import { LEARNING_TEXTS } from '../learning.texts';

const T = LEARNING_TEXTS.list;
const FILTER_KEYS = ['classId', 'folder', 'tag', 'q'] as const;

function Materials({ inst }: { inst: ChosenAcademy }) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as MaterialFilters;
  const [search, setSearch] = useState(filters.q);
  const classes = useMaterialClasses(inst.instId);
  const folders = useMaterialFolders(inst.instId, filters.classId);
  const materials = useMaterials(inst.instId, filters);
  const remove = useDeleteMaterial(inst.instId);

  /** Changes some filters in the address (so a filtered list can be shared and survives going back). */
  function setFilters(next: Partial<MaterialFilters>) {
    const merged = { ...filters, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')), { replace: true });
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setFilters({ q: search.trim() });
  }

  async function onDelete(material: MaterialView) {
    if ((await confirmModal({ contents: T.removeConfirm })) !== 'yes') return;
    try {
      await remove.mutateAsync(material.materialId);
      showToast(T.removed);
    } catch (failure) {
      showToast(errorMessageOf(failure, LEARNING_TEXTS.common.loadFailedHint));
    }
  }

  if (classes.isPending) return <Loading />;
  if (classes.isError) return <QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />;
  const { canWrite } = classes.data;
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');
  const items = materials.data?.pages.flatMap((page) => page.items) ?? [];
  const writeTo = filters.classId
    ? `/v3/materials/write?classId=${encodeURIComponent(filters.classId)}`
    : '/v3/materials/write';

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <div className={styles.toolbar}>
          <Select
            label={T.classLabel}
            placeholder={T.allClasses}
            value={filters.classId}
            onChange={(event) => setFilters({ classId: event.target.value, folder: '', tag: '' })}
            options={classes.data.classes.map((cls) => ({ value: cls.classId, label: cls.classNm }))}
          />
          {canWrite && (
            <Link className={buttonClassName({ variant: 'primary' })} to={writeTo}>
              {T.write}
            </Link>
          )}
        </div>
        <search>
          <form className={styles.searchRow} onSubmit={onSearch}>
            <TextField
              label={T.search}
              type="search"
              placeholder={T.searchPlaceholder}
              maxLength={MATERIAL_SEARCH_MAX}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="outline">
              {T.searchButton}
            </Button>
          </form>
        </search>
        {folders.data && folders.data.folders.length > 0 && (
          <fieldset className={styles.chipGroup}>
            <legend className={styles.chipLegend}>{T.folders}</legend>
            <ChipList>
              <li>
                <ToggleChip pressed={filters.folder === ''} onClick={() => setFilters({ folder: '' })}>
                  {T.allFolders}
                </ToggleChip>
              </li>
              {folders.data.folders.map((entry) => (
                <li key={entry.folder}>
                  <ToggleChip
                    pressed={filters.folder === entry.folder}
                    onClick={() => setFilters({ folder: filters.folder === entry.folder ? '' : entry.folder })}
                  >
                    {entry.folder} {entry.count}
                  </ToggleChip>
                </li>
              ))}
            </ChipList>
          </fieldset>
        )}
        {folders.data && folders.data.tags.length > 0 && (
          <fieldset className={styles.chipGroup}>
            <legend className={styles.chipLegend}>{T.tags}</legend>
            <ChipList>
              {folders.data.tags.map((entry) => (
                <li key={entry.tag}>
                  <ToggleChip
                    pressed={filters.tag === entry.tag}
                    onClick={() => setFilters({ tag: filters.tag === entry.tag ? '' : entry.tag })}
                  >
                    #{entry.tag}
                  </ToggleChip>
                </li>
              ))}
            </ChipList>
          </fieldset>
        )}
      </div>
      {materials.isPending ? (
        <Loading />
      ) : materials.isError ? (
        <QueryFailed error={materials.error} onRetry={() => void materials.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={filtered ? T.noMatch : T.empty}
          description={filtered ? T.noMatchHint : canWrite ? T.emptyStaffHint : T.emptyFamilyHint}
        />
      ) : (
        <section aria-label={T.label} aria-busy={materials.isFetching || undefined}>
          <ul className={styles.list}>
            {items.map((material) => (
              <li key={material.materialId}>
                <MaterialCard
                  instId={inst.instId}
                  material={material}
                  onDelete={material.canEdit ? (chosen) => void onDelete(chosen) : undefined}
                  deleting={remove.isPending && remove.variables === material.materialId}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {materials.hasNextPage && (
        <Button
          variant="outline"
          fullWidth
          loading={materials.isFetchingNextPage}
          onClick={() => void materials.fetchNextPage()}
        >
          {T.more}
        </Button>
      )}
    </div>
  );
}

/**
 * /v3/materials/list: the study materials of the classes the caller reaches — a class picker,
 * folders and tags as chips, a search, each material with its files and download links; staff also
 * see download counts and who downloaded, and 자료 올리기.
 */
export const MaterialListPage = () => (
  <LearningScreen screen="materialList" fallbackTitle="학습 자료">
    {(inst) => <Materials inst={inst} />}
  </LearningScreen>
);
