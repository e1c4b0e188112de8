import {
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_FOLDER_MAX,
  MATERIAL_TITLE_MAX,
  normalizeFolder,
  normalizeTags,
} from '@academy/domain/materials/materials.rules';
import type { MaterialFileView, MaterialView } from '@academy/domain/materials/materials.schema';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../ui/button/button';
import { ChipList, ToggleChip } from '../../../ui/chip/chip';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useMaterial } from '../api/get-material';
import { useMaterialClasses } from '../api/get-material-classes';
import { useMaterialFolders } from '../api/get-material-folders';
import { useSaveMaterial } from '../api/material-mutations';
import styles from '../components/learning.module.css';
import { LearningScreen, Loading, QueryFailed } from '../components/learning-screen';
import { MaterialFilePicker } from '../components/material-file-picker';
import { LEARNING_TEXTS } from '../learning.texts';

const T = LEARNING_TEXTS.write;

type Errors = Partial<Record<'classId' | 'title' | 'files' | 'form', string>>;

/** Tags as typed (`#중간고사, 수학 단원평가`): split on commas and spaces, then cleaned as the server will. */
const tagsOf = (text: string) => normalizeTags(text.split(/[,\s]+/));

function MaterialForm({
  inst,
  material,
  initialClassId,
}: {
  inst: ChosenAcademy;
  material: MaterialView | null;
  initialClassId: string;
}) {
  const navigate = useNavigate();
  const folderListId = useId();
  const classes = useMaterialClasses(inst.instId);
  const [classId, setClassId] = useState(material?.classId ?? initialClassId);
  const [title, setTitle] = useState(material?.title ?? '');
  const [description, setDescription] = useState(material?.description ?? '');
  const [folder, setFolder] = useState(material?.folder ?? '');
  const [tagText, setTagText] = useState(material?.tags.join(', ') ?? '');
  const [files, setFiles] = useState<MaterialFileView[]>(material?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const folders = useMaterialFolders(inst.instId, classId);
  const save = useSaveMaterial(inst.instId, material?.materialId ?? null);

  if (classes.isPending) return <Loading />;
  if (classes.isError) return <QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />;
  const classOptions = classes.data.classes.map((cls) => ({ value: cls.classId, label: cls.classNm }));
  if (!material && classOptions.length === 0) return <EmptyState title={T.noClasses} description={T.noClassesHint} />;
  if (material && !classOptions.some((option) => option.value === material.classId))
    classOptions.push({ value: material.classId, label: material.classNm });
  const tags = tagsOf(tagText);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!classId) found.classId = T.needClass;
    if (!title.trim()) found.title = T.needTitle;
    if (files.length === 0) found.files = T.needFiles;
    if (uploading) found.form = T.waitUploads;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        classId,
        title: title.trim(),
        description: description.trim(),
        folder: normalizeFolder(folder),
        tags,
        fileIds: files.map((file) => file.fileId),
      });
      showToast(T.saved);
      navigate(`/v3/materials/list?classId=${encodeURIComponent(saved.classId)}`);
    } catch (failure) {
      const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
      const fileField = Object.keys(fields).find((key) => key.startsWith('fileIds'));
      setErrors({
        classId: fields.classId,
        title: fields.title,
        files: fileField ? fields[fileField] : undefined,
        form: isApiError(failure) ? failure.message : LEARNING_TEXTS.common.loadFailedHint,
      });
    }
  }

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate aria-busy={save.isPending || undefined}>
      <Select
        label={T.classLabel}
        required
        value={classId}
        disabled={material !== null}
        onChange={(event) => setClassId(event.target.value)}
        options={classOptions}
        error={errors.classId}
      />
      <TextField
        label={T.title}
        required
        maxLength={MATERIAL_TITLE_MAX}
        hint={T.titleHint}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextArea
        label={T.description}
        maxLength={MATERIAL_DESCRIPTION_MAX}
        rows={5}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        label={T.folder}
        hint={T.folderHint}
        maxLength={MATERIAL_FOLDER_MAX}
        list={folderListId}
        value={folder}
        onChange={(event) => setFolder(event.target.value)}
      />
      <datalist id={folderListId}>
        {folders.data?.folders.map((entry) => (
          <option key={entry.folder} value={entry.folder} />
        ))}
      </datalist>
      {folders.data && folders.data.folders.length > 0 && (
        <fieldset className={styles.chipGroup}>
          <legend className={styles.chipLegend}>{T.existingFolders}</legend>
          <ChipList>
            {folders.data.folders.map((entry) => (
              <li key={entry.folder}>
                <ToggleChip pressed={folder.trim() === entry.folder} onClick={() => setFolder(entry.folder)}>
                  {entry.folder}
                </ToggleChip>
              </li>
            ))}
          </ChipList>
        </fieldset>
      )}
      <TextField
        label={T.tags}
        hint={T.tagsHint}
        value={tagText}
        onChange={(event) => setTagText(event.target.value)}
      />
      {tags.length > 0 && (
        <ul className={styles.badges} aria-label={T.tags}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <MaterialFilePicker
        instId={inst.instId}
        files={files}
        onChange={setFiles}
        onBusyChange={setUploading}
        error={errors.files}
      />
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          {save.isPending ? T.saving : T.save}
        </Button>
        <Link className={buttonClassName({ variant: 'outline' })} to="/v3/materials/list">
          {T.cancel}
        </Link>
      </div>
    </form>
  );
}

function EditMaterial({ inst, materialId }: { inst: ChosenAcademy; materialId: string }) {
  const material = useMaterial(inst.instId, materialId);
  if (material.isPending) return <Loading />;
  if (material.isError) return <QueryFailed error={material.error} onRetry={() => void material.refetch()} />;
  return <MaterialForm inst={inst} material={material.data} initialClassId={material.data.classId} />;
}

function WriteMaterial({ inst }: { inst: ChosenAcademy }) {
  const materialId = useParams().materialId;
  const [params] = useSearchParams();
  if (materialId) return <EditMaterial key={materialId} inst={inst} materialId={materialId} />;
  return <MaterialForm inst={inst} material={null} initialClassId={params.get('classId') ?? ''} />;
}

/**
 * /v3/materials/write (a new material; `?classId=` picks its class) and /v3/materials/write/:materialId
 * (editing one): class, title, description, a folder picked or named, tags, and files through the
 * one upload pipeline with their progress; saving goes back to the class's list.
 */
export const MaterialWritePage = () => {
  const editing = Boolean(useParams().materialId);
  return (
    <LearningScreen screen="materialWrite" fallbackTitle={T.createTitle} title={editing ? T.editTitle : undefined}>
      {(inst) => <WriteMaterial inst={inst} />}
    </LearningScreen>
  );
};
