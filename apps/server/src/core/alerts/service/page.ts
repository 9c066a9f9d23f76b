import type { AlertKind } from '@tourtariff/shared';

const names: Record<AlertKind, { jp: string; en: string }> = {
  inquiry: { jp: '新しい問い合わせ', en: 'new inquiries' },
  message: { jp: 'メッセージ', en: 'messages' },
  agreement: { jp: '契約・取引先', en: 'agreements and partners' },
  job: { jp: '仕事', en: 'jobs' },
  booking: { jp: '予約', en: 'bookings' },
};

/**
 * The confirmation an unsubscribe link opens: plain HTML in both languages (the reader is not signed in, so
 * their language is unknown), no script, nothing from elsewhere. The kind names are ours, never the caller's.
 */
export function unsubscribedPage(kinds: AlertKind[], publicUrl: string): string {
  const jp = kinds.map((kind) => names[kind].jp).join('・');
  const en = kinds.map((kind) => names[kind].en).join(', ');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>メール通知を停止しました / Mail alerts stopped</title></head>
<body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6">
<h1>メール通知を停止しました</h1>
<p>${jp}のメール通知を停止しました。これからはベルでお知らせします。設定はいつでも<a href="${publicUrl}/profile/setting">アカウント設定</a>で変更できます。</p>
<hr>
<h1 lang="en">Mail alerts stopped</h1>
<p lang="en">You will no longer receive mail about ${en}; the bell still tells you. You can change this at any time in your <a href="${publicUrl}/profile/setting">account settings</a>.</p>
</body></html>
`;
}
