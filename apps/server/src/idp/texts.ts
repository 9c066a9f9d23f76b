/** Locale codes as the rest of the product spells them (docs/product-decisions.md §10); the HTML lang attribute says ja or en. */
export type Lang = 'jp' | 'en';

const jp = {
  htmlLang: 'ja',
  otherLang: 'English',
  signInTitle: 'サインイン',
  signUpTitle: 'アカウント作成',
  // The English words stay in the Japanese labels so assistive tech and tests find "Email" and "Password".
  email: 'メールアドレス (Email)',
  password: 'パスワード (Password)',
  nickname: 'ニックネーム (Nickname)',
  firstName: '名 (First name)',
  lastName: '姓 (Last name)',
  passwordHint: '8 文字以上',
  signIn: 'サインイン',
  signUp: 'アカウントを作成',
  toSignUp: 'アカウントをお持ちでない方はこちら',
  toSignIn: 'アカウントをお持ちの方はサインイン',
  badCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  throttled: (seconds: number) => `試行回数が多すぎます。${seconds} 秒待ってからもう一度お試しください。`,
  required: '入力してください。',
  invalidEmail: '有効なメールアドレスを入力してください。',
  tooLong: '長すぎます。',
  shortPassword: 'パスワードは 8 文字以上にしてください。',
  emailTaken: 'このメールアドレスは既に登録されています。',
  signOutTitle: 'サインアウト',
  signOutBody: 'サインアウトしています…',
  signOutButton: 'サインアウトする',
  signedOut: 'サインアウトしました。',
  errorTitle: 'エラー',
  expired: 'サインインの手続きの有効期限が切れました。アプリからもう一度サインインしてください。',
  failed: '問題が発生しました。しばらくしてからもう一度お試しください。',
  badInput: '入力に使用できない文字が含まれています。入力内容を確認して、もう一度お試しください。',
  forgotLink: 'パスワードをお忘れの方',
  forgotTitle: 'パスワードの再設定',
  forgotIntro:
    'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  sendLink: 'リンクを送信',
  forgotSent: (email: string) =>
    `${email} のアカウントがある場合、パスワード再設定用のリンクを送信しました。リンクの有効期限は 30 分です。`,
  checkMailTitle: 'メールを確認してください',
  signupSent: (email: string) =>
    `${email} 宛てにメールを送信しました。メールに記載のリンクを開いて、アカウントの登録を完了してください。`,
  backToSignIn: 'サインインに戻る',
  resetTitle: '新しいパスワードの設定',
  newPassword: '新しいパスワード (New password)',
  savePassword: 'パスワードを変更',
  passwordChanged:
    'パスワードを変更しました。このアカウントのすべてのセッションを終了しました。新しいパスワードでサインインしてください。',
  linkInvalid: 'このリンクは無効か、有効期限が切れているか、既に使用されています。',
  verifyTitle: 'メールアドレスの確認',
  verifyIntro: (email: string) => `${email} があなたのメールアドレスであることを確認します。`,
  verifyButton: '確認する',
  verified: 'メールアドレスを確認しました。サインインしてご利用ください。',
  goToApp: (product: string) => `${product} へ進む`,
  codeTitle: '2段階認証',
  codeIntro: '認証アプリに表示されている 6 桁のコード、または復旧コードを入力してください。',
  code: '確認コード (Code)',
  verifyCode: '確認',
  badCode: 'コードが正しくないか、期限切れか、すでに使われています。',
  passkeySignIn: 'パスキーでサインイン',
  passkeyUse: 'パスキーを使う',
  passkeyIntro: 'この端末またはセキュリティキーに登録したパスキーで確認できます。',
  badPasskey: 'パスキーを確認できませんでした。もう一度お試しください。',
  clonedPasskey:
    'このパスキーは複製された可能性があるため拒否されました。アカウントの持ち主にメールでお知らせしました。',
  lostLink: '2段階認証の手段をすべて失った場合',
  lostTitle: 'アカウントの復旧',
  lostIntro:
    '認証アプリ・復旧コード・パスキーをすべて失った場合は、アカウントのメールアドレスに復旧用のリンクをお送りします。リンクから復旧を始めると 24 時間の待機期間があり、その間はメールで取り消せます。待機期間の後、パスワードでサインインすると2段階認証の手段がすべて削除されます。',
  lostButton: '復旧用のリンクを送信',
  lostSent: 'アカウントのメールアドレスに復旧用のリンクを送信しました。リンクの有効期限は 30 分です。',
  recoverIntro:
    'ボタンを押すと、24 時間の待機期間が始まります。その間、アカウントのメールアドレスに届く取り消し用のリンクで、いつでも取り消せます。',
  recoverButton: '復旧を始める',
  recoverStarted: (when: string) =>
    `アカウントの復旧を始めました。${when} 以降にパスワードでサインインすると、2段階認証の手段がすべて削除され、2段階認証なしでサインインできます。`,
  recoveryPending: (when: string) =>
    `アカウントの復旧を待機中です。${when} 以降にパスワードでサインインすると、2段階認証なしでサインインできます。`,
  cancelTitle: 'アカウント復旧の取り消し',
  cancelIntro: 'ボタンを押すと、待機中のアカウント復旧をすぐに取り消します。2段階認証の手段はそのままです。',
  cancelButton: '復旧を取り消す',
  recoveryCancelled:
    'アカウントの復旧を取り消しました。ご自身の操作でない場合は、パスワードを変更してください。',
};

export type Texts = typeof jp;

const en: Texts = {
  htmlLang: 'en',
  otherLang: '日本語',
  signInTitle: 'Sign in',
  signUpTitle: 'Create an account',
  email: 'Email',
  password: 'Password',
  nickname: 'Nickname',
  firstName: 'First name',
  lastName: 'Last name',
  passwordHint: 'At least 8 characters',
  signIn: 'Sign in',
  signUp: 'Create account',
  toSignUp: 'No account yet? Sign up',
  toSignIn: 'Already have an account? Sign in',
  badCredentials: 'Email or password is incorrect.',
  throttled: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`,
  required: 'Please fill this in.',
  invalidEmail: 'Please enter a valid email address.',
  tooLong: 'This is too long.',
  shortPassword: 'The password must be at least 8 characters.',
  emailTaken: 'This email address is already registered.',
  signOutTitle: 'Sign out',
  signOutBody: 'Signing you out…',
  signOutButton: 'Sign out',
  signedOut: 'You have been signed out.',
  errorTitle: 'Error',
  expired: 'This sign-in has expired. Please start signing in again from the app.',
  failed: 'Something went wrong. Please try again later.',
  badInput: 'The form contained characters that cannot be used. Please check what you entered and try again.',
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the address of your account and we will mail you a link to choose a new password.',
  sendLink: 'Send the link',
  forgotSent: (email: string) =>
    `If there is an account for ${email}, we have mailed it a link to choose a new password. The link works for 30 minutes.`,
  checkMailTitle: 'Check your mail',
  signupSent: (email: string) =>
    `We have sent a mail to ${email}. Open the link in it to finish creating your account.`,
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  savePassword: 'Change password',
  passwordChanged:
    'Your password has been changed and every session of your account has been ended. Sign in with the new password.',
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  verifyTitle: 'Confirm your e-mail address',
  verifyIntro: (email: string) => `Confirm that ${email} is your address.`,
  verifyButton: 'Confirm',
  verified: 'Your e-mail address is confirmed. Sign in to continue.',
  goToApp: (product: string) => `Continue to ${product}`,
  codeTitle: 'Two-step verification',
  codeIntro: 'Enter the 6-digit code your authenticator app shows, or one of your recovery codes.',
  code: 'Code',
  verifyCode: 'Verify',
  badCode: 'That code is wrong, expired or already used.',
  passkeySignIn: 'Sign in with a passkey',
  passkeyUse: 'Use a passkey',
  passkeyIntro: 'You can also confirm with a passkey on this device or a security key.',
  badPasskey: 'The passkey could not be verified. Try again.',
  clonedPasskey:
    "This passkey was refused: it may have been copied. The account's owner has been told by mail.",
  lostLink: 'Lost every second factor?',
  lostTitle: 'Recover your account',
  lostIntro:
    "If you lost your authenticator app, your recovery codes and your passkeys, we mail a recovery link to your account's address. Starting the recovery from it begins a 24-hour wait, which the mail lets you cancel. After the wait, signing in with your password removes every second factor.",
  lostButton: 'Mail me a recovery link',
  lostSent: "We have mailed a recovery link to your account's address. The link works for 30 minutes.",
  recoverIntro:
    "Pressing the button starts a 24-hour wait. Until it ends, a link mailed to the account's address cancels the recovery at any time.",
  recoverButton: 'Start the recovery',
  recoverStarted: (when: string) =>
    `Recovery has started. From ${when} on, signing in with your password removes every second factor and completes without a second step.`,
  recoveryPending: (when: string) =>
    `Recovery of this account is waiting. From ${when} on, signing in with your password completes without a second step.`,
  cancelTitle: 'Cancel account recovery',
  cancelIntro:
    'Pressing the button cancels the waiting recovery at once. Your second factors stay as they are.',
  cancelButton: 'Cancel the recovery',
  recoveryCancelled: 'The recovery has been cancelled. If you did not start it, change your password.',
};

export const texts: Record<Lang, Texts> = { jp, en };

/** An explicit choice (the toggle link, a form field) wins; otherwise the client's ui_locales; otherwise Japanese. */
export function pickLang(explicit: unknown, uiLocales: unknown): Lang {
  if (explicit === 'en' || explicit === 'jp') return explicit;
  const first = typeof uiLocales === 'string' ? uiLocales.trim().split(/\s+/)[0] : undefined;
  return first?.toLowerCase().startsWith('en') ? 'en' : 'jp';
}
