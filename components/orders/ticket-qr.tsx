'use client';

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The pickup code as a QR on the printed ticket (issue 19): the counter can scan it instead of typing it. */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (s) => live && setSvg(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (!svg) return null;
  // qrcode's own SVG of a code we issued (A–Z and digits only): no user markup reaches it.
  return (
    <div
      role="img"
      aria-label={label}
      className="ticket-qr"
      data-testid="ticket-qr"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
