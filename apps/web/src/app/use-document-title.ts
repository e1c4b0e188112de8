import { useEffect } from 'react';
import { documentTitle } from '../lib/product';

/** Sets `document.title` to `{title} | 학원ON` while the calling screen is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
