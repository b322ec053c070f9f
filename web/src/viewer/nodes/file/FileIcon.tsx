// A page with a folded corner; an error mark when the upload failed. Decorative: the block's
// text says what the file is.

export function FileIcon({ failed }: { failed: boolean }) {
  return (
    <svg viewBox="0 0 24 30" width="24" height="30" aria-hidden="true" focusable="false">
      <path d="M1 1h15l7 7v21H1z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M16 1v7h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {failed && <path d="M12 11v8m0 3v2" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 5v6m0 2.5v2" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
