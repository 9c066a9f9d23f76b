import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  archiveBody,
  type ConversationCreateBody,
  conversationCreateBody,
  messageSendBody,
  readBody,
} from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { conversationPath, messengerKeys, messengerPath } from './keys';

/** Opens a conversation, or answers the existing one about the same tariff (POST /api/messenger/new). */
export function useStartConversation() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConversationCreateBody) =>
      dataOf(
        await client.send<{ key: string; created: boolean }, typeof conversationCreateBody>(
          conversationCreateBody,
          'POST',
          `${messengerPath}/new`,
          body,
        ),
        'POST messenger/new',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.lists() }),
  });
}

/**
 * Sends a message: each picked file is uploaded to the conversation first (POST …/attachments, multipart field
 * `file`), then the text with the answered hashes. A refused upload refuses the whole message.
 */
export function useSendMessage(conversation: string, space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, files }: { text: string; files: File[] }) => {
      const attachments: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        const uploaded = dataOf(
          await client.requestDetailed<{ hash: string }>(
            'POST',
            `${conversationPath(conversation)}/attachments`,
            form,
          ),
          'POST attachment',
        );
        attachments.push(uploaded.hash);
      }
      return dataOf(
        await client.send(messageSendBody, 'POST', conversationPath(conversation), {
          space,
          text,
          attachments,
        }),
        'POST message',
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all }),
  });
}

/** Marks the thread read up to a message (PATCH …/read); the list and the envelope then drop its count. */
export function useMarkRead(conversation: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      dataOf(
        await client.send(readBody, 'PATCH', `${conversationPath(conversation)}/read`, { message }),
        'PATCH read',
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messengerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...messengerKeys.all, 'unread'] }),
      ]),
  });
}

/** Archives or restores a conversation for the caller's space only (PATCH …/archive | …/unarchive). */
export function useArchive(conversation: string, space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (archived: boolean) =>
      dataOf(
        await client.send(
          archiveBody,
          'PATCH',
          `${conversationPath(conversation)}/${archived ? 'archive' : 'unarchive'}`,
          { space },
        ),
        'PATCH archive',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all }),
  });
}
