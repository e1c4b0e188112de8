import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { refreshMe } from '../../../lib/session/get-me';
import { useSwitchInst } from '../../../lib/session/use-switch-inst';
import { showToast } from '../../../lib/toast';
import screenStyles from '../../../ui/screen/screen.module.css';
import { useCreateInstitute } from '../api/create-institute';
import { useUploadInstLogo } from '../api/upload-inst-logo';
import { EMPTY_INST_FORM, InstForm } from '../components/inst-form';
import { InstScreen } from '../components/inst-screen';
import { NewLogoField } from '../components/logo-field';
import { SignedIn } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.create;
const FORM = INSTITUTE_TEXTS.form;

function CreateForm() {
  const create = useCreateInstitute();
  const queryClient = useQueryClient();
  const switchInst = useSwitchInst();
  const navigate = useNavigate();
  const uploadLogo = useUploadInstLogo();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProgress, setLogoProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  return (
    <>
      <p className={screenStyles.lead}>{T.intro}</p>
      <InstForm
        defaultValues={EMPTY_INST_FORM}
        submitLabel={T.submit}
        pending={create.isPending || logoProgress !== null}
        logo={<NewLogoField onSelect={setLogo} progress={logoProgress} error={logoError} />}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          // The logo needs the academy: it goes up now, as its director. A failure keeps the academy.
          if (logo) {
            setLogoError(null);
            setLogoProgress(0);
            try {
              await uploadLogo.mutateAsync({ instId: created.instId, file: logo, onProgress: setLogoProgress });
            } catch (error) {
              showToast(isApiError(error) ? `${FORM.logoFailed} (${error.message})` : FORM.logoFailed, 'LONG');
            } finally {
              setLogoProgress(null);
            }
          }
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
