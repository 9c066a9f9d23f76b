import { Alert } from 'react-bootstrap';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { useTariff } from '../../features/tariffs/api/get-tariff';
import type { EditorNotice } from '../../features/tariffs/editor/editor-messages';
import { TariffEditor } from '../../features/tariffs/editor/tariff-editor';
import { NextYearAction } from '../../features/tariffs/sheets/next-year-action';
import { ApiRequestError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { SupplierSpaceState, useSupplierSpace } from './tariff-list';

/** A new tariff goes into the current supplier space; the first save moves to the tariff's own address. */
function NewTariff() {
  const { t } = useTranslation('catalogue');
  const supplier = useSupplierSpace();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  if (!supplier.space)
    return supplier.pending ? <BlockSpinner /> : <SupplierSpaceState failed={supplier.failed} />;
  return (
    <>
      <p className="text-body-secondary">{t('editor.spaceLabel', { space: supplier.space.name })}</p>
      <TariffEditor
        key={supplier.space.key}
        space={supplier.space.key}
        onCreated={(tariff) =>
          void navigate(localize(paths.tariffEdit.getHref(tariff.key)), {
            replace: true,
            state: { notice: 'created' satisfies EditorNotice },
          })
        }
      />
    </>
  );
}

function ExistingTariff({ tariffKey }: { tariffKey: string }) {
  const { t } = useTranslation('catalogue');
  const tariff = useTariff(tariffKey);
  const notice = (useLocation().state as { notice?: EditorNotice } | null)?.notice;
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  if (tariff.isPending) return <BlockSpinner />;
  if (tariff.isError) {
    const missing = tariff.error instanceof ApiRequestError && tariff.error.status === 404;
    return <Alert variant="danger">{missing ? t('editor.notFound') : t('editor.loadFailed')}</Alert>;
  }
  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <NextYearAction
          tariff={tariff.data}
          onCopied={(copy) =>
            void navigate(localize(paths.tariffEdit.getHref(copy)), {
              state: { notice: 'copiedNextYear' satisfies EditorNotice },
            })
          }
        />
      </div>
      <TariffEditor
        key={tariff.data.key}
        space={tariff.data.space}
        tariff={tariff.data}
        initialNotice={notice}
      />
    </>
  );
}

/** /tariff/list/new and /tariff/list/{key}: the tariff editor. */
export function TariffEditorPage() {
  const { t } = useTranslation(['common', 'catalogue']);
  const { key } = useParams();
  const localize = useLocalizedPath();
  return (
    <section>
      <p className="mb-2 small">
        <Link to={localize(paths.tariffList.getHref())}>{t('catalogue:editor.backToList')}</Link>
      </p>
      <h1 className="h3 mb-3">{key ? t('pages.tariffEdit.title') : t('pages.tariffNew.title')}</h1>
      {key ? <ExistingTariff tariffKey={key} /> : <NewTariff />}
    </section>
  );
}
