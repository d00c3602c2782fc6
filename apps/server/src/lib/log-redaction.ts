/**
 * The SPA route /redefinir-senha/{token} carries a reset token (the e-mailed link). Request logs
 * keep the path shape but never the token.
 */
export function redactUrl(url: string): string {
  return url.replace(/(\/redefinir-senha\/)[^/?#]+/, '$1[redacted]');
}
