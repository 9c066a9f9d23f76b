/**
 * Return addresses an attacker may put in `callbackUrl` to send a freshly signed-in user to another site, each
 * named by the trick it plays. Every one must come back as `/`. `host` is the app's own host, for the forms
 * that dress a foreign address up as ours.
 */
export function bypassCorpus(host: string): Array<[trick: string, value: string]> {
  return [
    ['protocol-relative', '//evil.example'],
    ['three slashes', '///evil.example/x'],
    ['four slashes', '////evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['slash backslash slash', '/\\/evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['dot segment before a double slash (today’s hole)', '/.//evil.example'],
    ['dot segment then backslash', '/./\\evil.example'],
    ['parent segment before a double slash', '/..//evil.example'],
    ['climb out of a folder', '/profile/..//evil.example'],
    ['encoded dots', '/%2e%2e//evil.example'],
    ['encoded double slash', '/%2f%2fevil.example'],
    ['encoded slash after a slash', '/%2F/evil.example'],
    ['encoded double slash without a leading slash', '%2f%2fevil.example'],
    ['encoded backslash', '/%5cevil.example'],
    ['encoded backslashes', '/%5C%5Cevil.example'],
    ['double-encoded slashes', '/%252f%252fevil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['CR LF inside', '/\r\n/evil.example'],
    ['NUL inside', '/\u0000/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded header injection', '/%0d%0aLocation:%20https://evil.example'],
    ['leading space', ' //evil.example'],
    ['javascript: URL', 'javascript:alert(document.domain)'],
    ['javascript: URL in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: URL behind a tab', 'java\tscript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['absolute https URL', 'https://evil.example/'],
    ['absolute http URL', 'http://evil.example'],
    ['scheme without slashes', 'https:evil.example'],
    ['scheme with one slash and a backslash', 'https:/\\evil.example'],
    ['our host as userinfo', `https://${host}@evil.example/`],
    ['userinfo after a double slash', `//${host}:x@evil.example`],
    ['userinfo after slash backslash', '/\\@evil.example'],
    ['IDN: look-alike of our host (Cyrillic а)', `https://${host.replace('a', 'а')}/`],
    ['IDN: full-width solidus', '/／evil.example'],
    ['IDN: full-width reverse solidus', '/＼evil.example'],
    ['IDN: division slashes', '/∕∕evil.example'],
    ['IDN: ideographic full stop in a host', '//evil。example'],
    ['IDN: full-width host', '//ｅｖｉｌ.example'],
    ['IDN: punycode host', '//xn--80ak6aa92e.com'],
    ['line separator inside', '/\u2028/evil.example'],
    ['very long slash run', `/${'/'.repeat(1500)}evil.example`],
    ['very long dot segments', `${'/.'.repeat(900)}//evil.example`],
    ['longer than any return address', `/${'a'.repeat(5000)}`],
  ];
}

/** Return addresses that must survive, with what the browser is then sent to. */
export const honestCallbacks: Array<[value: string, location: string]> = [
  ['/', '/'],
  ['/profile/setting', '/profile/setting'],
  ['/tariff/list/t-123?tab=rates#seasons', '/tariff/list/t-123?tab=rates#seasons'],
  ['/search?q=京都&page=2', '/search?q=%E4%BA%AC%E9%83%BD&page=2'],
  ['/search?next=//evil.example', '/search?next=//evil.example'],
  ['/a/./b/../c', '/a/c'],
];
