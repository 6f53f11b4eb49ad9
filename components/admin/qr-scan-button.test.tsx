// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT } from '@/lib/admin/texts';
import { QrScanButton } from './qr-scan-button';

/* The counter's camera: a clerk without a camera or permission is told so in their language; a read ticket fills the code. */

const reader = vi.hoisted(() => ({ decode: vi.fn() }));
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    decodeFromVideoDevice(...args: unknown[]) {
      return reader.decode(...args);
    }
  },
}));

const stop = vi.fn();
/** The camera reads `text` on its first frame with a QR (after one empty frame, as a real scan does). */
const cameraReads = (text: string) =>
  reader.decode.mockImplementation(
    async (_device: unknown, _video: unknown, callback: (r: unknown, e: unknown, c: unknown) => void) => {
      const controls = { stop };
      setTimeout(() => {
        callback(undefined, new Error('NotFoundException'), controls);
        callback({ getText: () => text }, undefined, controls);
        callback({ getText: () => text }, undefined, controls);
      }, 0);
      return controls;
    },
  );
const withCamera = () =>
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });

beforeEach(() => {
  reader.decode.mockReset();
  stop.mockReset();
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('QrScanButton', () => {
  it('says there is no camera (Spanish) when the browser offers none, without loading the reader', async () => {
    const onCode = vi.fn();
    render(<QrScanButton t={ADMIN_TEXT.es} onCode={onCode} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leer QR con la cámara' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No hay cámara disponible en este equipo. Escriba el código.',
    );
    expect(reader.decode).not.toHaveBeenCalled();
    expect(onCode).not.toHaveBeenCalled();
    // The button stays for another try.
    expect(
      (screen.getByRole('button', { name: 'Leer QR con la cámara' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('tells a refused permission apart (Portuguese) and turns the camera view off', async () => {
    withCamera();
    reader.decode.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    render(<QrScanButton t={ADMIN_TEXT.pt} onCode={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ler QR com a câmera' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sem permissão para usar a câmera. Digite o código.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Imagem da câmera') as HTMLVideoElement).hidden).toBe(true);
  });

  it('says no camera when the device is missing or busy', async () => {
    withCamera();
    reader.decode.mockRejectedValue(new DOMException('Requested device not found', 'NotFoundError'));
    render(<QrScanButton t={ADMIN_TEXT.pt} onCode={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ler QR com a câmera' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nenhuma câmera disponível neste aparelho. Digite o código.',
    );
  });

  it('hands over the code read from a ticket once, upper-cased, and stops the camera', async () => {
    withCamera();
    cameraReads(' k7p2qx ');
    const onCode = vi.fn();
    render(<QrScanButton t={ADMIN_TEXT.pt} onCode={onCode} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ler QR com a câmera' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Aponte a câmera para o QR do ticket do cliente.',
    );
    await vi.waitFor(() => expect(onCode).toHaveBeenCalledWith('K7P2QX'));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Ler QR com a câmera' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a QR that is not a pickup code (a link, a PIX code) instead of sending it as one', async () => {
    withCamera();
    cameraReads('https://example.com/?code=K7P2QX');
    const onCode = vi.fn();
    render(<QrScanButton t={ADMIN_TEXT.es} onCode={onCode} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leer QR con la cámara' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este QR no contiene un código de retiro. Escriba el código.',
    );
    expect(onCode).not.toHaveBeenCalled();
  });

  it('turns the camera off when the clerk stops it', async () => {
    withCamera();
    reader.decode.mockResolvedValue({ stop });
    render(<QrScanButton t={ADMIN_TEXT.es} onCode={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leer QR con la cámara' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Detener cámara' }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Leer QR con la cámara' })).toBeTruthy();
  });
});
