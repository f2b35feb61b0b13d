/** A 24×24 single-path icon in the text colour; its meaning comes from the button or link around it. */
function Icon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

export const BellIcon = () => <Icon path="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />;

export const WalletIcon = () => <Icon path="M3 6.5A2.5 2.5 0 0 1 5.5 4h12A1.5 1.5 0 0 1 19 5.5V7h.5A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-14A2.5 2.5 0 0 1 3 17.5v-11ZM5.5 6a.5.5 0 0 0 0 1H17V6H5.5ZM16 12.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0Z" />;

export const ShareIcon = () => <Icon size={20} path="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7a3 3 0 0 0 .1.8L8.4 11.2a3 3 0 1 0 0 3.6l6.7 3.4A3 3 0 1 0 18 16Z" />;
