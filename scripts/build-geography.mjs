#!/usr/bin/env node
// Builds the committed reference geography under data/geo/. Run once, review the diff, commit the JSON:
// the app reads only the JSON, never these packages at runtime.
//
//   node scripts/build-geography.mjs [--py-source=<path to constants.service.js>]
//
// Brazil (states, municipalities) comes from @brazilian-utils/brazilian-utils, and the CEP ranges come
// from validation-br. Both are devDependencies already in node_modules.
//
// Paraguay comes from facturacionelectronicapy-xmlgen@1.0.283 (SIFEN code tables). That package does not
// install here, so fetch the tarball and point the script at the file:
//
//   cd "$(mktemp -d)" && npm pack facturacionelectronicapy-xmlgen@1.0.283 && tar xzf *.tgz
//   node scripts/build-geography.mjs --py-source="$PWD/package/dist/services/constants.service.js"
//
// (or set PY_SIFEN_CONSTANTS=<path>). Without a source the Paraguay file is left as it is.

import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { CEP } from 'validation-br/cep';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'data/geo');
const PY_EXPECTED_VERSION = '1.0.283';

// Boa Esperança do Norte (MT) was installed in 2025. It goes last so the ids of the 5570 older
// municipalities keep the numbering the spec was written against.
const NEW_MUNICIPALITY_CODE = '5101837';

function fail(message) {
  console.error(`build-geography: ${message}`);
  process.exit(1);
}

function check(condition, message) {
  if (!condition) fail(message);
}

// One record per line: small diffs when a name is corrected, still valid JSON.
function writeRecords(file, records) {
  const body = records.map((r) => `  ${JSON.stringify(r)}`).join(',\n');
  writeFileSync(join(OUT, file), `[\n${body}\n]\n`);
  console.log(`wrote data/geo/${file} (${records.length} records)`);
}

// ---------------------------------------------------------------- Brazil

function buildBrazilStates() {
  // ids are alphabetical by UF code (AC 1 … TO 27), as in the spec.
  const states = getStates().sort((a, b) => (a.code < b.code ? -1 : 1));
  check(states.length === 27, `expected 27 states, got ${states.length}`);
  return states.map((s, i) => ({
    estado_id: i + 1,
    uf: s.code,
    estado_nome: s.name,
    ibge_codigo: String(s.ibgeCode).padStart(2, '0'),
  }));
}

function buildBrazilCities(states) {
  const stateIdByUf = new Map(states.map((s) => [s.uf, s.estado_id]));
  const all = getMunicipalities();
  check(all.length === 5571, `expected 5571 municipalities, got ${all.length}`);
  const newest = all.find((m) => m.code === NEW_MUNICIPALITY_CODE);
  check(
    newest?.name === 'Boa Esperança do Norte' && newest.stateCode === 'MT',
    `${NEW_MUNICIPALITY_CODE} is not Boa Esperança do Norte/MT`,
  );

  const older = all
    .filter((m) => m.code !== NEW_MUNICIPALITY_CODE)
    .sort((a, b) => a.code.localeCompare(b.code));
  return [...older, newest].map((m, i) => {
    check(/^\d{7}$/.test(m.code), `bad IBGE code ${m.code}`);
    return {
      cidade_id: i + 1,
      cidade_codigo: m.code,
      nome_cidade: m.name,
      estado_id: stateIdByUf.get(m.stateCode),
    };
  });
}

function buildCepRanges(states) {
  const stateIdByUf = new Map(states.map((s) => [s.uf, s.estado_id]));
  // _ranges is the library's own table (protected in TS, plain static in JS); reading it beats
  // copying ~30 literals by hand.
  const ranges = Object.entries(CEP._ranges).flatMap(([uf, list]) =>
    list.map(([inicio, fim]) => ({ uf, estado_id: stateIdByUf.get(uf), inicio, fim })),
  );
  check(new Set(ranges.map((r) => r.uf)).size === 27, 'CEP ranges do not cover 27 states');
  for (const r of ranges) {
    check(
      r.estado_id && /^\d{8}$/.test(r.inicio) && /^\d{8}$/.test(r.fim),
      `bad CEP range ${JSON.stringify(r)}`,
    );
  }
  return ranges.sort((a, b) => a.inicio.localeCompare(b.inicio));
}

// ---------------------------------------------------------------- Paraguay

// Department display names by official SIFEN code (the source has "CAPITAL" and "PTE. HAYES").
const PY_DEPARTMENTS = {
  1: 'Asunción',
  2: 'Concepción',
  3: 'San Pedro',
  4: 'Cordillera',
  5: 'Guairá',
  6: 'Caaguazú',
  7: 'Caazapá',
  8: 'Itapúa',
  9: 'Misiones',
  10: 'Paraguarí',
  11: 'Alto Paraná',
  12: 'Central',
  13: 'Ñeembucú',
  14: 'Amambay',
  15: 'Presidente Hayes',
  16: 'Boquerón',
  17: 'Alto Paraguay',
  18: 'Canindeyú',
};

// Whole-name fixes, keyed by the source text: abbreviations, apostrophes, cut-off names.
// Keyed by name, not code, so an upstream rename falls back to the generic rules instead of
// silently keeping a stale spelling.
const PY_NAME_OVERRIDES = {
  'ASUNCION (DISTRITO)': 'Asunción',
  "YBY YA'U": 'Yby Yaú',
  'GRAL. E.AQUINO': 'General Elizardo Aquino',
  '1RO.DE MARZO': 'Primero de Marzo',
  'INDEPENDENCIA (R.D.MELGAREJO)': 'Independencia',
  'DR. BOTREL': 'Doctor Bottrell',
  'GRAL.EUGENIO A. GARAY': 'General Eugenio A. Garay',
  'SIN EQUIVALENCIA': 'Sin equivalencia',
  'JOSE D. OCAMPOS': 'José Domingo Ocampos',
  'R.I.3 CORRALES': 'R. I. 3 Corrales',
  'RAUL A. OVIEDO': 'Raúl Arsenio Oviedo',
  'MCAL.F.SOLANO LOPEZ': 'Mariscal Francisco Solano López',
  'GRAL. H. MORINIGO': 'General Higinio Morínigo',
  'CARLOS A. LOPEZ': 'Carlos Antonio López',
  'TOMAS R. PEREIRA': 'Tomás Romero Pereira',
  'HERIBERTA S.DE IGLESIAS': 'Heriberta S. de Iglesias',
  'TEBICUARY MI': 'Tebicuary-mí',
  "JUAN E.O'LEARY": "Juan Emilio O'Leary",
  'DR. RAUL PEÑA': 'Doctor Raúl Peña',
  'J.AUGUSTO SALDIVAR': 'J. Augusto Saldívar',
  'MAYOR J.D.MARTINEZ': 'Mayor J. D. Martínez',
  'GRAL.JOSE EDUVIGIS DIAZ': 'General José Eduvigis Díaz',
  'BENJAMIN ACEVAL(MONTE SOCIEDAD': 'Benjamín Aceval',
  'PTO.PINAZCO': 'Puerto Pinasco',
  'TTE. 1RO. IRALA FERNANDEZ': 'Teniente Primero Irala Fernández',
  'MCAL.ESTIGARRIBIA': 'Mariscal Estigarribia',
  'PEDRO P.PEÑA': 'Pedro P. Peña',
  'SAN ESTANISLAO (SANTANI)': 'San Estanislao (Santaní)',
  'PASO YOBAY': 'Paso Yobái',
};

// Abbreviated ranks still left inside names after the overrides.
const PY_ABBREVIATIONS = { 'GRAL.': 'General', 'CNEL.': 'Coronel', 'DR.': 'Doctor', 'PTO.': 'Puerto' };

// Word-level accents (Spanish orthography, also used for Guaraní place names in official use).
const PY_WORDS = {
  ABAI: 'Abaí',
  ALVAREZ: 'Álvarez',
  AREGUA: 'Areguá',
  ASUNCION: 'Asunción',
  ATYRA: 'Atyrá',
  BAEZ: 'Báez',
  BAHIA: 'Bahía',
  BOLIVAR: 'Bolívar',
  BELEN: 'Belén',
  BENJAMIN: 'Benjamín',
  BOQUERON: 'Boquerón',
  CAACUPE: 'Caacupé',
  CAAGUAZU: 'Caaguazú',
  CAAPUCU: 'Caapucú',
  CAAZAPA: 'Caazapá',
  CAMBYRETA: 'Cambyretá',
  CAPIATA: 'Capiatá',
  CAPITAN: 'Capitán',
  CARAPEGUA: 'Carapeguá',
  CARAYAO: 'Carayaó',
  CHAVEZ: 'Chávez',
  CHORE: 'Choré',
  CONCEPCION: 'Concepción',
  CRISTOBAL: 'Cristóbal',
  CUA: 'Cuá',
  DAMIAN: 'Damián',
  DIAZ: 'Díaz',
  ENCARNACION: 'Encarnación',
  FALCON: 'Falcón',
  FELIX: 'Félix',
  FERNANDEZ: 'Fernández',
  GONZALEZ: 'González',
  GUAIRA: 'Guairá',
  GUARAMBARE: 'Guarambaré',
  GUARANI: 'Guaraní',
  GUAYAIBI: 'Guayaibí',
  GUAZU: 'Guazú',
  HUMAITA: 'Humaitá',
  ITA: 'Itá',
  ITACURUBI: 'Itacurubí',
  ITANARA: 'Itanará',
  ITAPE: 'Itapé',
  ITAPUA: 'Itapúa',
  ITAUGUA: 'Itauguá',
  JESUS: 'Jesús',
  JOAQUIN: 'Joaquín',
  JOSE: 'José',
  KARAPAI: 'Karapaí',
  KATUETE: 'Katueté',
  LAMBARE: 'Lambaré',
  LAZARO: 'Lázaro',
  LEON: 'León',
  LOPEZ: 'López',
  MALLORQUIN: 'Mallorquín',
  MARACANA: 'Maracaná',
  MARIA: 'María',
  MARTINEZ: 'Martínez',
  MBARACAYU: 'Mbaracayú',
  MOISES: 'Moisés',
  ÑEEMBUCU: 'Ñeembucú',
  ÑUMI: 'Ñumí',
  PARAGUARI: 'Paraguarí',
  PARANA: 'Paraná',
  PEREZ: 'Pérez',
  PIRAPO: 'Pirapó',
  PIRAYU: 'Pirayú',
  PORA: 'Porá',
  PUCU: 'Pucú',
  PYTA: 'Pytá',
  QUYQUYHO: 'Quyquyhó',
  RAUL: 'Raúl',
  REPATRIACION: 'Repatriación',
  RESQUIN: 'Resquín',
  SALDIVAR: 'Saldívar',
  SIMON: 'Simón',
  TACUATI: 'Tacuatí',
  TAVAI: 'Tavaí',
  TEMBIAPORA: 'Tembiaporá',
  TOBATI: 'Tobatí',
  TOMAS: 'Tomás',
  UMBU: 'Umbú',
  UNION: 'Unión',
  VAQUERIA: 'Vaquería',
  VERA: 'Verá',
  VILLALBIN: 'Villalbín',
  YAGUARON: 'Yaguarón',
  YBYCUI: 'Ybycuí',
  YBYRAROBANA: 'Ybyrarobaná',
  YBYTYMI: 'Ybytymí',
  YCUAMANDYYU: 'Ycuamandyyú',
  YGATIMI: 'Ygatimí',
  YGUAZU: 'Yguazú',
  YHU: 'Yhú',
  YPACARAI: 'Ypacaraí',
  YPANE: 'Ypané',
  YPEJHU: 'Ypejhú',
  YRYBUCUA: 'Yrybucuá',
};

// Lower-case joiners inside names ("Ciudad del Este", "San Cosme y Damián").
const PY_PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y']);

function capitalize(word) {
  const lower = word.toLocaleLowerCase('es');
  return lower.charAt(0).toLocaleUpperCase('es') + lower.slice(1);
}

function pyDisplayName(source) {
  const raw = source.trim().replace(/\s+/g, ' ');
  if (PY_NAME_OVERRIDES[raw]) return PY_NAME_OVERRIDES[raw];
  const cleaned = raw.replace(/\s*\((MUNICIPIO|DISTRITO)\)$/, '');
  return cleaned
    .split(' ')
    .map((word, i) => {
      if (PY_ABBREVIATIONS[word]) return PY_ABBREVIATIONS[word];
      if (PY_WORDS[word]) return PY_WORDS[word];
      if (i > 0 && PY_PARTICLES.has(word)) return word.toLowerCase();
      return capitalize(word);
    })
    .join(' ');
}

function loadPySource(path) {
  const require = createRequire(import.meta.url);
  const mod = require(path);
  const constants = mod.default ?? mod;
  const pkgFile = join(dirname(path), '../../package.json');
  if (existsSync(pkgFile)) {
    const { name, version } = JSON.parse(readFileSync(pkgFile, 'utf8'));
    if (version !== PY_EXPECTED_VERSION) {
      console.warn(`warning: ${name}@${version} read, tables were reviewed against ${PY_EXPECTED_VERSION}`);
    }
  }
  check(
    Array.isArray(constants.departamentos) && Array.isArray(constants.distritos),
    `no SIFEN tables in ${path}`,
  );
  return constants;
}

function buildParaguay({ departamentos, distritos }) {
  check(departamentos.length === 18, `expected 18 departments, got ${departamentos.length}`);
  check(distritos.length === 272, `expected 272 districts, got ${distritos.length}`);
  check(new Set(distritos.map((d) => d.codigo)).size === distritos.length, 'duplicate district codes');

  // estado_id and cidade_id follow the official code order; department codes are 1..18, so the ids
  // equal the codes, but the app should use the id, the code is for SIFEN.
  const depts = [...departamentos].sort((a, b) => a.codigo - b.codigo);
  const districts = [...distritos].sort((a, b) => a.codigo - b.codigo);
  const cidadeIdByCode = new Map(districts.map((d, i) => [d.codigo, i + 1]));

  return depts.map((dep, i) => {
    const estado_nome = PY_DEPARTMENTS[dep.codigo];
    check(estado_nome, `unknown department code ${dep.codigo} (${dep.descripcion})`);
    const cidades = districts
      .filter((d) => d.departamento === dep.codigo)
      .map((d) => ({
        cidade_id: cidadeIdByCode.get(d.codigo),
        cidade_codigo: d.codigo,
        nome_cidade: pyDisplayName(d.descripcion),
      }));
    check(cidades.length > 0, `department ${dep.codigo} has no districts`);
    return { estado_id: i + 1, codigo: dep.codigo, estado_nome, cidades };
  });
}

function writeParaguay(departments) {
  const body = departments
    .map((d) => {
      const head = JSON.stringify({ estado_id: d.estado_id, codigo: d.codigo, estado_nome: d.estado_nome });
      const cities = d.cidades.map((c) => `      ${JSON.stringify(c)}`).join(',\n');
      return `  ${head.slice(0, -1)},\n    "cidades": [\n${cities}\n    ]\n  }`;
    })
    .join(',\n');
  writeFileSync(join(OUT, 'py-departments.json'), `[\n${body}\n]\n`);
  const total = departments.reduce((n, d) => n + d.cidades.length, 0);
  console.log(`wrote data/geo/py-departments.json (${departments.length} departments, ${total} districts)`);
}

// ---------------------------------------------------------------- main

function main() {
  mkdirSync(OUT, { recursive: true });

  const states = buildBrazilStates();
  writeRecords('br-states.json', states);
  writeRecords('br-cities.json', buildBrazilCities(states));
  writeRecords('cep-ranges.json', buildCepRanges(states));

  const arg = process.argv.find((a) => a.startsWith('--py-source='));
  const pySource = arg ? arg.slice('--py-source='.length) : process.env.PY_SIFEN_CONSTANTS;
  if (!pySource) {
    console.log(
      'no --py-source given: data/geo/py-departments.json left unchanged (see the header of this script)',
    );
    return;
  }
  check(existsSync(pySource), `not found: ${pySource}`);
  writeParaguay(buildParaguay(loadPySource(resolve(pySource))));
}

main();
