import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection, DocumentOut } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { worksetKeys } from './keys';

export type StoredDocument<D> = Omit<DocumentOut, 'doc'> & { doc: D };
type Page<D> = { items: StoredDocument<D>[]; next: string | null };

/** The largest page the server gives: a working set this size is read in one request. */
const PAGE = 100;

const collectionPath = (collection: Collection) => `/doc/${collection}`;

/**
 * A space's documents of one collection, and those shared with it (GET /api/doc/{db}?space=&ref=); `ref` keeps
 * those about one tariff or space. Null `space` waits (the current space is not known yet).
 */
export function useDocuments<D>(space: string | null, collection: Collection, ref?: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: worksetKeys.collection(space ?? '', collection, ref),
    enabled: Boolean(space),
    queryFn: async () => {
      const search = new URLSearchParams({ space: space ?? '', limit: String(PAGE) });
      if (ref) search.set('ref', ref);
      const page = dataOf(
        await client.requestDetailed<Page<D>>('GET', `${collectionPath(collection)}?${search}`),
        `GET ${collection}`,
      );
      return page.items;
    },
  });
}

type Client = ReturnType<typeof useAppClient>;

const createDocument = async <D>(client: Client, space: string | null, collection: Collection, doc: D) =>
  dataOf(
    await client.requestDetailed<StoredDocument<D>>(
      'POST',
      `${collectionPath(collection)}?${new URLSearchParams({ space: space ?? '' })}`,
      doc,
    ),
    `POST ${collection}`,
  );

const deleteDocument = async (client: Client, collection: Collection, id: string) =>
  dataOf(
    await client.requestDetailed<{ id: string }>(
      'DELETE',
      `${collectionPath(collection)}/${encodeURIComponent(id)}`,
    ),
    `DELETE ${collection}`,
  );

/** What a write has to refresh: the lists of the collection, and the document's own reads. */
function useSettle(space: string | null, collection: Collection) {
  const queryClient = useQueryClient();
  return async (saved: { id: string }) => {
    await queryClient.invalidateQueries({
      queryKey: [...worksetKeys.all, 'collection', space ?? '', collection],
    });
    await queryClient.invalidateQueries({ queryKey: worksetKeys.document(saved.id) });
    await queryClient.invalidateQueries({ queryKey: worksetKeys.prices(saved.id) });
  };
}

/** Adds, replaces or deletes one document; every list of that collection is refetched. */
export function useDocumentWrites<D>(space: string | null, collection: Collection) {
  const client = useAppClient();
  const onSuccess = useSettle(space, collection);
  const create = useMutation({
    mutationFn: (doc: D) => createDocument(client, space, collection, doc),
    onSuccess,
  });
  const replace = useMutation({
    mutationFn: async ({ id, doc }: { id: string; doc: D }) =>
      dataOf(
        await client.requestDetailed<StoredDocument<D>>(
          'PUT',
          `${collectionPath(collection)}/${encodeURIComponent(id)}`,
          doc,
        ),
        `PUT ${collection}`,
      ),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteDocument(client, collection, id),
    onSuccess,
  });
  return { create, replace, remove };
}

/**
 * Adds a document or deletes one, as one write: for a toggle shown many times on a page (the heart on each
 * search card), one mutation each instead of the three of `useDocumentWrites` (docs/performance.md "Web: what
 * each route loads").
 */
export function useDocumentToggle<D>(space: string | null, collection: Collection) {
  const client = useAppClient();
  const onSuccess = useSettle(space, collection);
  return useMutation({
    mutationFn: (change: { add: D } | { remove: string }) =>
      'add' in change
        ? createDocument(client, space, collection, change.add)
        : deleteDocument(client, collection, change.remove),
    onSuccess,
  });
}
