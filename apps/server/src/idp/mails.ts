import type { Mail } from '../mail/mailer.ts';
import type { Lang } from './texts.ts';

type Letter = { product: string; email: string; link: string; detail?: string };
type Kind =
  | 'verify'
  | 'exists'
  | 'reset'
  | 'passkeyCloned'
  | 'newDevice'
  | 'recover'
  | 'recoverStarted'
  | 'recoverCancelled';

/**
 * The mails of the embedded provider, in the language of the page that sent them. The sign-up answer on
 * screen is the same whether or not the address has an account; only the mail, which reaches the owner of the
 * address alone, says which case it is.
 */
const letters: Record<Lang, Record<Kind, (l: Letter) => Omit<Mail, 'to' | 'link'>>> = {
  jp: {
    verify: (l) => ({
      subject: `【${l.product}】メールアドレスの確認`,
      text: `${l.product} へのご登録ありがとうございます。\n\n次のリンクを開いて、メールアドレス ${l.email} を確認してください（24 時間有効）。\n\n${l.link}\n\nお心当たりがない場合は、このメールを破棄してください。`,
    }),
    exists: (l) => ({
      subject: `【${l.product}】アカウントは既に登録されています`,
      text: `${l.email} でアカウントを作成しようとする操作がありましたが、このアドレスのアカウントは既に登録されています。\n\nパスワードをお忘れの場合は、次のリンクから新しいパスワードを設定できます（30 分有効）。\n\n${l.link}\n\nお心当たりがない場合は、このメールを破棄してください。アカウントは変更されていません。`,
    }),
    reset: (l) => ({
      subject: `【${l.product}】パスワードの再設定`,
      text: `${l.email} のアカウントのパスワード再設定が依頼されました。\n\n次のリンクを開いて新しいパスワードを設定してください（30 分有効、1 回限り）。設定すると、すべての端末でサインアウトされます。\n\n${l.link}\n\nお心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。`,
    }),
    newDevice: (l) => ({
      subject: `【${l.product}】新しい端末からのサインイン`,
      text: `${l.email} のアカウントに、これまで使われていない端末からサインインがありました（${l.detail ?? ''}）。\n\nお心当たりがない場合は、次のページでその端末をサインアウトし、パスワードを変更してください。\n\n${l.link}`,
    }),
    passkeyCloned: (l) => ({
      subject: `【${l.product}】パスキーによるサインインを拒否しました`,
      text: `${l.email} のアカウントのパスキーで、カウンターが巻き戻ったサインインがありました。認証器が複製された可能性があるため、拒否しました。\n\n次のページでそのパスキーを削除し、必要なら新しく登録してください。\n\n${l.link}`,
    }),
    recover: (l) => ({
      subject: `【${l.product}】2段階認証なしでのアカウント復旧`,
      text: `${l.email} のアカウントで、2段階認証の手段をすべて失った場合の復旧が依頼されました。\n\n次のリンクを開いてボタンを押すと、24 時間の待機期間が始まります（リンクは 30 分有効、1 回限り）。待機期間が終わった後、パスワードでサインインすると、登録済みの認証アプリ・復旧コード・パスキーがすべて削除され、2段階認証なしでサインインできます。\n\n${l.link}\n\nお心当たりがない場合は、このメールを破棄し、パスワードを変更してください。`,
    }),
    recoverStarted: (l) => ({
      subject: `【${l.product}】アカウント復旧の待機期間が始まりました`,
      text: `${l.email} のアカウントの復旧が始まりました。${l.detail ?? ''} 以降にパスワードでサインインすると、2段階認証の手段がすべて削除されます。\n\nご自身の操作でない場合は、次のリンクを開いてすぐに取り消し、パスワードを変更してください（1 回限り）。\n\n${l.link}`,
    }),
    recoverCancelled: (l) => ({
      subject: `【${l.product}】アカウント復旧を取り消しました`,
      text: `${l.email} のアカウントに2段階認証でサインインがあったため（${l.detail ?? ''}）、待機中だったアカウント復旧を取り消しました。2段階認証の手段はそのままです。\n\nお心当たりがない場合は、次のページで端末をサインアウトし、パスワードを変更してください。\n\n${l.link}`,
    }),
  },
  en: {
    verify: (l) => ({
      subject: `${l.product}: confirm your e-mail address`,
      text: `Thank you for signing up to ${l.product}.\n\nOpen this link to confirm that ${l.email} is your address (it works for 24 hours):\n\n${l.link}\n\nIf you did not sign up, ignore this mail.`,
    }),
    exists: (l) => ({
      subject: `${l.product}: you already have an account`,
      text: `Someone tried to create an account for ${l.email}, but this address already has one.\n\nIf you forgot your password, choose a new one with this link (it works for 30 minutes):\n\n${l.link}\n\nIf it was not you, ignore this mail: nothing has changed.`,
    }),
    reset: (l) => ({
      subject: `${l.product}: reset your password`,
      text: `A new password was requested for the account of ${l.email}.\n\nOpen this link to choose it (it works once, for 30 minutes). Every session of your account will be signed out.\n\n${l.link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    }),
    newDevice: (l) => ({
      subject: `${l.product}: a sign-in from a new device`,
      text: `The account of ${l.email} was signed in to from a device it was not used on before (${l.detail ?? ''}).\n\nIf it was not you, sign that device out on this page and change your password:\n\n${l.link}`,
    }),
    passkeyCloned: (l) => ({
      subject: `${l.product}: a passkey sign-in was refused`,
      text: `A sign-in to the account of ${l.email} used a passkey whose counter went backwards. The authenticator may have been copied, so the sign-in was refused.\n\nRemove that passkey on this page, and register a new one if you need it:\n\n${l.link}`,
    }),
    recover: (l) => ({
      subject: `${l.product}: recover your account without a second factor`,
      text: `Recovery was requested for the account of ${l.email}, for someone who lost every second factor.\n\nOpen this link and press its button to start a 24-hour wait (the link works once, for 30 minutes). After the wait, signing in with the password removes the authenticator app, the recovery codes and the passkeys of the account, and completes without a second step.\n\n${l.link}\n\nIf it was not you, ignore this mail and change your password.`,
    }),
    recoverStarted: (l) => ({
      subject: `${l.product}: account recovery has started`,
      text: `Recovery of the account of ${l.email} has started. A password sign-in from ${l.detail ?? ''} on will remove every second factor of the account.\n\nIf it was not you, cancel it at once with this link (it works once), and change your password:\n\n${l.link}`,
    }),
    recoverCancelled: (l) => ({
      subject: `${l.product}: account recovery cancelled`,
      text: `The account of ${l.email} was signed in to with a second factor (${l.detail ?? ''}), so the recovery that was waiting has been cancelled. The second factors stay as they are.\n\nIf it was not you, sign that device out on this page and change your password:\n\n${l.link}`,
    }),
  },
};

export function letter(kind: Kind, lang: Lang, l: Letter): Mail {
  return { to: l.email, link: l.link, ...letters[lang][kind](l) };
}
