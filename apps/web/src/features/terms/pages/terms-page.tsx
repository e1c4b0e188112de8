import { useRouteTitle } from '../../../lib/routing/route-entry';
import { Header } from '../../../ui/header/header';
import { TermsDocument } from '../components/terms-document';
import { TERMS_DOCUMENTS, type TermsId } from '../terms.texts';

/** A terms screen (/v3/ServiceTerms, /v3/PrivacyPolicy …): the route's title, then the document. */
export function termsPage(id: TermsId) {
  function TermsPage() {
    const document = TERMS_DOCUMENTS[id];
    const title = useRouteTitle() ?? document.title;
    return (
      <section data-screen={id}>
        <Header title={title} />
        <TermsDocument document={document} />
      </section>
    );
  }
  TermsPage.displayName = `TermsPage(${id})`;
  return TermsPage;
}
