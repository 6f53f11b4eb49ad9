'use client';

import { useEffect, useRef, useState } from 'react';
import { cameraProblem, canAskForCamera, pickupCodeFromQr } from '@/lib/admin/qr-scan';
import type { AdminText } from '@/lib/admin/texts';
import { Button, ErrorLine } from './form-bits';

type ScanText = Pick<
  AdminText,
  'scanCode' | 'scanStop' | 'scanning' | 'scanVideo' | 'noCamera' | 'cameraDenied' | 'notPickupQr'
>;

/**
 * Reads the shopper's ticket QR with the counter's camera and hands its pickup code over. The QR library is loaded
 * only when the button is pressed, so the counter page stays light; without a camera or permission the clerk is
 * told so and types the code instead.
 */
export function QrScanButton({ t, onCode }: { t: ScanText; onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<{ stop: () => void } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState('');

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setScanning(false);
  };
  // Leaving the page turns the camera off.
  useEffect(() => () => controls.current?.stop(), []);

  async function start() {
    setProblem('');
    if (!canAskForCamera(globalThis.navigator)) {
      setProblem(t.noCamera);
      return;
    }
    setScanning(true);
    let done = false;
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader();
      controls.current = await reader.decodeFromVideoDevice(
        undefined,
        video.current ?? undefined,
        (result, _error, running) => {
          // Frames without a QR come back as errors: keep looking until one decodes.
          if (!result || done) return;
          done = true;
          running.stop();
          controls.current = null;
          setScanning(false);
          const code = pickupCodeFromQr(result.getText());
          if (code) onCode(code);
          else setProblem(t.notPickupQr);
        },
      );
    } catch (error) {
      stop();
      setProblem(t[cameraProblem(error)]);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        {scanning ? (
          <Button
            type="button"
            onClick={stop}
            className="min-h-12 w-full rounded bg-zinc-800 px-5 text-base font-semibold text-white sm:w-auto"
          >
            {t.scanStop}
          </Button>
        ) : (
          <Button
            type="button"
            onClick={() => void start()}
            data-testid="scan-qr"
            className="min-h-12 w-full rounded bg-blue-800 px-5 text-base font-semibold text-white sm:w-auto"
          >
            {t.scanCode}
          </Button>
        )}
      </div>
      {scanning && <p role="status">{t.scanning}</p>}
      <video
        ref={video}
        hidden={!scanning}
        muted
        playsInline
        aria-label={t.scanVideo}
        className="w-full max-w-sm rounded border border-zinc-300"
      />
      <ErrorLine>{problem}</ErrorLine>
    </div>
  );
}
