import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { refreshMe } from '../../../lib/session/get-me';
import { showToast } from '../../../lib/toast';
import { useCreateInstitute } from '../api/create-institute';
import { EMPTY_INST_FORM, InstForm } from '../components/inst-form';
import { InstScreen } from '../components/inst-screen';
import { SignedIn } from '../components/require-member';
import styles from '../components/screen.module.css';
import { INSTITUTE_TEXTS } from '../institute.texts';
import { useSwitchInst } from '../lib/use-switch-inst';

const T = INSTITUTE_TEXTS.create;

function CreateForm() {
  const create = useCreateInstitute();
  const queryClient = useQueryClient();
  const switchInst = useSwitchInst();
  const navigate = useNavigate();
  return (
    <>
      <p className={styles.lead}>{T.intro}</p>
      <InstForm
        defaultValues={EMPTY_INST_FORM}
        submitLabel={T.submit}
        pending={create.isPending}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          // The new academy is in the user's memberships before it becomes the current one.
          const me = await refreshMe(queryClient);
          if (me) switchInst(me, created.instId);
          showToast(T.done);
          navigate(`/instCreateDoneTF?instId=${created.instId}`);
        }}
      />
    </>
  );
}

/** /instCreateTF: opens an academy; the user becomes its director and lands on the done screen. */
export function InstCreatePage() {
  return (
    <InstScreen screen="instCreateTF" fallbackTitle="학원 만들기">
      <SignedIn>{() => <CreateForm />}</SignedIn>
    </InstScreen>
  );
}
