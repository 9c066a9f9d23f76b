import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The tariff's photographs (storage hashes), large enough to judge a room or a vehicle. */
export function SheetImages({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('search');
  if (images.length === 0) return null;
  return (
    <section className="mb-3" aria-label={t('sheet.images')}>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {images.map((hash, index) => (
          <li key={hash}>
            <StoredImage
              src={hash}
              alt={t('sheet.imageAlt', { title, number: index + 1 })}
              width={240}
              height={160}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
