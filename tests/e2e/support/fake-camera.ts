import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Browser } from '@playwright/test';
import QRCode from 'qrcode';

/**
 * A browser whose camera films a QR code: Chromium plays a Y4M file as its fake camera
 * (--use-file-for-fake-video-capture) and grants the permission without a prompt (--use-fake-ui-for-media-stream),
 * so the pickup counter's scanner runs for real: getUserMedia, the QR library, the decoded code.
 */
export async function browserFilming(browser: Browser, text: string, dir: string): Promise<Browser> {
  const [width, height, scale] = [640, 480, 8];
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // 4:2:0 frame: white luma with the QR's dark modules (and the quiet zone around them), neutral chroma.
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c))
        for (let y = 0; y < scale; y++)
          luma.fill(
            16,
            (top + r * scale + y) * width + left + c * scale,
            (top + r * scale + y) * width + left + (c + 1) * scale,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, `camera-${text}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
      frame,
    ]),
  );
  const args = test.info().project.use.launchOptions?.args ?? [];
  return browser.browserType().launch({
    executablePath: test.info().project.use.launchOptions?.executablePath,
    args: [
      ...args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}
