import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Validates XML against SET's official schemas kept in server/adapters/sifen/xsd with xmllint (Debian libxml2-utils). The schemas include
 * each other by their https://ekuatia.set.gov.py/… addresses; an XML catalogue maps those onto the local copies, so
 * the files stay as SET published them and nothing is fetched (--nonet).
 */
const XSD_DIR = path.join(import.meta.dirname, '..', 'adapters', 'sifen', 'xsd');

export function xsdErrors(xml: string, schema = 'siRecepDE_v150.xsd'): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sifen-xsd-'));
  const catalog = path.join(dir, 'catalog.xml');
  writeFileSync(
    catalog,
    `<?xml version="1.0"?><catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog"><rewriteURI uriStartString="https://ekuatia.set.gov.py/sifen/xsd/" rewritePrefix="file://${XSD_DIR}/"/><rewriteSystem systemIdStartString="https://ekuatia.set.gov.py/sifen/xsd/" rewritePrefix="file://${XSD_DIR}/"/></catalog>`,
  );
  const file = path.join(dir, 'doc.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', path.join(XSD_DIR, schema), file], {
      env: { ...process.env, XML_CATALOG_FILES: catalog },
      stdio: 'pipe',
    });
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
    return stderr.split('\n').filter((l) => l && !l.endsWith('fails to validate'));
  }
}
