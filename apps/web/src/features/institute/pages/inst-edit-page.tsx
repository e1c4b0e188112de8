import type { MembershipSummary } from '@academy/domain/account/account.schema';
import type { InstDetailResponse } from '@academy/domain/institute/institute.schema';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useEditInstitute } from '../api/edit-institute';
import { useInstitute } from '../api/get-institute';
import { InstForm } from '../components/inst-form';
import { InstScreen } from '../components/inst-screen';
import { LogoField } from '../components/logo-field';
import { Forbidden, LoadFailed, Loading, WithCurrentInst } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.edit;

function EditForm({ detail }: { detail: InstDetailResponse }) {
  const edit = useEditInstitute(detail.instId);
  const navigate = useNavigate();
  return (
    <InstForm
      defaultValues={{
        instNm: detail.instNm,
        instTpCd: detail.instTpCd,
        subjects: detail.subjects,
        address: detail.address ?? '',
        detailAddress: detail.detailAddress ?? '',
        telNo: detail.telNo ?? '',
        bizRegNo: detail.bizRegNo ?? '',
      }}
      logo={<LogoField instId={detail.instId} instNm={detail.instNm} logoUrl={detail.logoUrl} />}
      submitLabel={T.submit}
      pending={edit.isPending}
      onSubmit={async (values) => {
        await edit.mutateAsync(values);
        showToast(T.done);
        navigate('/instDetailInfoN');
      }}
    />
  );
}

function EditContent({ membership }: { membership: MembershipSummary }) {
  const inst = useInstitute(membership.instId);
  if (inst.isPending) return <Loading />;
  if (inst.isError) return <LoadFailed onRetry={() => void inst.refetch()} />;
  if (!inst.data.my.canEdit) return <Forbidden />;
  return <EditForm detail={inst.data} />;
}

/** /instEditInfoN: change the academy's details (director, or staff holding 010). */
export function InstEditPage() {
  return (
    <InstScreen screen="instEditInfoN" fallbackTitle="학원 정보 수정">
      <WithCurrentInst>
        {(membership) => <EditContent key={membership.instId} membership={membership} />}
      </WithCurrentInst>
    </InstScreen>
  );
}
