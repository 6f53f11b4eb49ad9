/** Small flags drawn inline: emoji flags depend on the system's fonts and are missing on many desktops. */
export function ParaguayFlag({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 30 18"
      aria-hidden="true"
      className={`h-[18px] w-[30px] rounded-[3px] ring-1 ring-line ${className}`}
    >
      <rect width="30" height="6" fill="#d52b1e" />
      <rect y="6" width="30" height="6" fill="#ffffff" />
      <rect y="12" width="30" height="6" fill="#0038a8" />
      <circle cx="15" cy="9" r="2.2" fill="none" stroke="#0a7c3a" strokeWidth="0.8" />
    </svg>
  );
}

export function BrazilFlag({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 30 18"
      aria-hidden="true"
      className={`h-[18px] w-[30px] rounded-[3px] ring-1 ring-line ${className}`}
    >
      <rect width="30" height="18" fill="#009c3b" />
      <path d="M15 2 27 9 15 16 3 9Z" fill="#ffdf00" />
      <circle cx="15" cy="9" r="4" fill="#002776" />
    </svg>
  );
}
