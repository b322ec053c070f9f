// Twin of crates/image-url/src/text.rs: the few string rules the address needs, written out so
// that both backends agree on every input (JavaScript's `trim` and `encodeURIComponent`).

/** Whitespace as JavaScript's `String.prototype.trim` removes it. */
export function isJsWhitespace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isJsWhitespace(text.charCodeAt(i))) return false;
  return true;
}

/** ASCII letters lowered; nothing else changes. Text without capitals, the usual, is returned as is. */
export function asciiLower(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
  }
  return text;
}

const HEX = '0123456789ABCDEF';

function keepsAsIs(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d || // -
    code === 0x5f || // _
    code === 0x2e || // .
    code === 0x21 || // !
    code === 0x7e || // ~
    code === 0x2a || // *
    code === 0x27 || // '
    code === 0x28 || // (
    code === 0x29 // )
  );
}

function percentByte(byte: number): string {
  return `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
}

/**
 * `encodeURIComponent`, except that a lone surrogate becomes U+FFFD (as UTF-8 encoding makes it)
 * instead of throwing.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out += keepsAsIs(code) ? text[i] : percentByte(code);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      } else {
        code = 0xfffd;
      }
    } else if (code >= 0xd800 && code <= 0xdfff) {
      code = 0xfffd;
    }
    if (code < 0x800) {
      out += percentByte(0xc0 | (code >> 6)) + percentByte(0x80 | (code & 63));
    } else if (code < 0x10000) {
      out +=
        percentByte(0xe0 | (code >> 12)) +
        percentByte(0x80 | ((code >> 6) & 63)) +
        percentByte(0x80 | (code & 63));
    } else {
      out +=
        percentByte(0xf0 | (code >> 18)) +
        percentByte(0x80 | ((code >> 12) & 63)) +
        percentByte(0x80 | ((code >> 6) & 63)) +
        percentByte(0x80 | (code & 63));
    }
  }
  return out;
}

/** `text` with every lone surrogate replaced by U+FFFD, as UTF-8 encoding replaces it. */
export function wellFormed(text: string): string {
  return /[\uD800-\uDFFF]/.test(text)
    ? text.replace(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        '\uFFFD',
      )
    : text;
}
