// The media controls' icons: drawn in currentColor, hidden from assistive technology (the
// controls carry the names).

const box = { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true, focusable: false };

export const PlayIcon = () => (
  <svg {...box}>
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...box}>
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />
  </svg>
);

export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <svg {...box}>
    <path d="M4 9v6h4l5 5V4L8 9z" fill="currentColor" />
    {muted ? (
      <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" />
    ) : (
      <path d="M16 8a5 5 0 0 1 0 8" stroke="currentColor" strokeWidth="2" fill="none" />
    )}
  </svg>
);

export const MoreIcon = () => (
  <svg {...box}>
    <path
      d="M12 6.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm0 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm0 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
      fill="currentColor"
    />
  </svg>
);
