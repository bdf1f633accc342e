import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { usePageMeta } from '@/lib/seo/use-page-meta';

// Built by its own issue; this page only names itself until then.
export default function Page() {
  const { pathname } = useLocation();
  usePageMeta({ title: pathname, description: 'CoinAtlas' });
  return <PageHeader title={pathname} />;
}
