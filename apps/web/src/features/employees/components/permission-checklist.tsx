import { authCdFromChecklist, type PermissionChecklist } from '@academy/domain/access/access.checklist';
import {
  PERMISSION_LEAVES,
  PERMISSION_TREE,
  type PermissionCode,
  type PermissionNode,
  permissionLeavesOf,
} from '@academy/domain/access/access.permissions';
import { permissionLabelsOf } from '@academy/domain/employees/employees.rules';
import { useId } from 'react';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import { usePermissionDraft } from '../lib/permission-draft';
import styles from './permission-checklist.module.css';

const T = EMPLOYEES_TEXTS.permissions;

/** Checked, unchecked, or partly checked (some of the leaves under it). */
function stateOf(checklist: PermissionChecklist, code: PermissionCode): boolean | 'indeterminate' {
  if (checklist[code]) return true;
  const leaves = code === '000' ? PERMISSION_LEAVES : permissionLeavesOf(code);
  return leaves.some((leaf) => checklist[leaf]) ? 'indeterminate' : false;
}

export type PermissionChecklistViewProps = {
  checklist: PermissionChecklist;
  onToggle: (code: PermissionCode) => void;
  disabled?: boolean;
};

/**
 * The SPEC §4 checklist as a tree of checkboxes: 전체 (000), then 학원 and 수업, then each item with
 * its 조회 and 등록·수정. A partly checked item shows a dash (aria-checked="mixed"). Tab moves between
 * boxes and Space toggles, as with any checkbox.
 */
export function PermissionChecklistView({ checklist, onToggle, disabled }: PermissionChecklistViewProps) {
  const hintId = useId();
  const box = (node: PermissionNode) => (
    <Checkbox
      label={node.label}
      checked={stateOf(checklist, node.code)}
      onCheckedChange={() => onToggle(node.code)}
      disabled={disabled}
      name="authCd"
      value={node.code}
    />
  );
  const labels = permissionLabelsOf(authCdFromChecklist(checklist));
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>{T.editorLegend}</legend>
      <p id={hintId} className={styles.hint}>
        {T.editorHint}
      </p>
      <div className={styles.all}>{box(PERMISSION_TREE)}</div>
      <ul className={styles.items}>
        {PERMISSION_TREE.children.map((node) => (
          <li key={node.code} className={styles.item}>
            {box(node)}
            {node.children.length > 0 && (
              <ul className={styles.children}>
                {node.children.map((child) => (
                  <li key={child.code}>{box(child)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.summary} aria-live="polite">
        {T.summary(labels.length > 0 ? labels.join(', ') : EMPLOYEES_TEXTS.common.noPermissions)}
      </p>
    </fieldset>
  );
}

/** The checklist editing the `auth` group's draft through the domain reducer. */
export function PermissionEditor({ disabled }: { disabled?: boolean }) {
  const draft = usePermissionDraft();
  return <PermissionChecklistView checklist={draft.checklist} onToggle={draft.toggle} disabled={disabled} />;
}
