/**
 * Row errors and warnings of an import, in both shopper-facing languages (the store's staff read pt-BR or es-PY).
 * `{name}` placeholders take the issue's params.
 */
// prettier-ignore
const MESSAGES = {
  'feed-empty': ['O arquivo está vazio: falta a linha com os nomes das colunas.', 'El archivo está vacío: falta la línea con los nombres de las columnas.'],
  'feed-header': ['A primeira linha (nomes das colunas) não pôde ser lida.', 'La primera línea (nombres de las columnas) no se pudo leer.'],
  'feed-json': ['O JSON não pôde ser lido: {detail}.', 'El JSON no se pudo leer: {detail}.'],
  'feed-too-large': ['O arquivo JSON passa de {max} bytes; envie-o em CSV ou em partes.', 'El archivo JSON supera {max} bytes; envíelo en CSV o en partes.'],
  'feed-no-code-column': ['Falta a coluna "codigo".', 'Falta la columna "codigo".'],
  'feed-unknown-columns': ['Colunas desconhecidas, ignoradas: {columns}.', 'Columnas desconocidas, ignoradas: {columns}.'],
  'csv-quoting': ['Aspas mal formadas nesta linha.', 'Comillas mal formadas en esta línea.'],
  'csv-columns': ['A linha tem {found} colunas; o cabeçalho tem {expected}.', 'La línea tiene {found} columnas; el encabezado tiene {expected}.'],
  'csv-quote-not-closed': ['Aspas abertas nesta linha e não fechadas (até a linha {to}); essas linhas foram ignoradas.', 'Comillas abiertas en esta línea y no cerradas (hasta la línea {to}); esas líneas se ignoraron.'],
  'record-too-long': ['A linha passa de {max} bytes e foi ignorada.', 'La línea supera {max} bytes y se ignoró.'],
  'json-not-object': ['O item não é um objeto de produto.', 'El ítem no es un objeto de producto.'],
  'code-missing': ['Falta o código do produto.', 'Falta el código del producto.'],
  'code-invalid': ['Código inválido: até 40 letras, números, ".", "-", "_" ou "/".', 'Código inválido: hasta 40 letras, números, ".", "-", "_" o "/".'],
  'code-repeated': ['Código repetido no arquivo (primeira vez na linha {first}).', 'Código repetido en el archivo (primera vez en la línea {first}).'],
  'name-missing': ['Produto novo sem nome (nome_pt).', 'Producto nuevo sin nombre (nome_pt).'],
  'category-missing': ['Produto novo sem categoria.', 'Producto nuevo sin categoría.'],
  'price-missing': ['Produto novo sem preço (valor_venda).', 'Producto nuevo sin precio (valor_venda).'],
  'price-invalid': ['Preço inválido: "{value}".', 'Precio inválido: "{value}".'],
  'price-negative': ['Preço negativo: "{value}".', 'Precio negativo: "{value}".'],
  'price-decimals': ['O preço em {currency} aceita no máximo {decimals} casas decimais: "{value}".', 'El precio en {currency} acepta como máximo {decimals} decimales: "{value}".'],
  'currency-unknown': ['Moeda desconhecida: "{value}" (use USD, BRL, PYG ou ARS).', 'Moneda desconocida: "{value}" (use USD, BRL, PYG o ARS).'],
  'stock-invalid': ['Estoque inválido em {field}: "{value}" (um número inteiro, 0 ou mais).', 'Stock inválido en {field}: "{value}" (un número entero, 0 o más).'],
  'boolean-invalid': ['Valor inválido em {field}: "{value}" (use sim/não, 1/0).', 'Valor inválido en {field}: "{value}" (use sí/no, 1/0).'],
  'text-too-long': ['{field} passa de {max} caracteres.', '{field} supera {max} caracteres.'],
  'specs-invalid': ['Especificações ilegíveis: use "Nome: valor | Nome: valor".', 'Especificaciones ilegibles: use "Nombre: valor | Nombre: valor".'],
  'specs-mismatch': ['especificacoes_pt tem {pt} itens e especificacoes_es tem {es}.', 'especificacoes_pt tiene {pt} ítems y especificacoes_es tiene {es}.'],
  'pictures-too-many': ['Mais de {max} imagens; as excedentes foram ignoradas.', 'Más de {max} imágenes; las excedentes se ignoraron.'],
  'picture-invalid': ['Imagem inválida: "{value}" (uma URL http(s), um caminho /media/… ou um arquivo ao lado do feed).', 'Imagen inválida: "{value}" (una URL http(s), una ruta /media/… o un archivo junto al feed).'],
  'picture-failed': ['A imagem {value} não pôde ser usada ({reason}); o produto fica sem ela.', 'La imagen {value} no se pudo usar ({reason}); el producto queda sin ella.'],
  'department-without-category': ['Departamento sem categoria.', 'Departamento sin categoría.'],
  'product-unknown': ['Nenhum produto tem este código (uma atualização de preço e estoque não cria produtos).', 'Ningún producto tiene este código (una actualización de precio y stock no crea productos).'],
} as const satisfies Record<string, readonly [pt: string, es: string]>;

export type IssueCode = keyof typeof MESSAGES;

/**
 * Why a picture failed (PictureError's message), in both languages. Every download failure is the one reason
 * 'not downloaded' (picture-fetch.ts): no HTTP status, no "unreachable", nothing that maps a network.
 */
// prettier-ignore
const PICTURE_REASONS: Record<string, readonly [pt: string, es: string]> = {
  'only http and https': ['só http e https', 'solo http y https'],
  'not downloaded': ['não foi possível baixá-la de um endereço público, em até 15 s e 10 MB', 'no se pudo descargar de una dirección pública, en hasta 15 s y 10 MB'],
  'too large': ['grande demais', 'demasiado grande'],
  'not a picture': ['não é uma imagem', 'no es una imagen'],
  'unreadable picture': ['imagem ilegível', 'imagen ilegible'],
  'a file name needs the feed on disk': ['um nome de arquivo precisa do feed em disco', 'un nombre de archivo necesita el feed en disco'],
  'outside the feed folder': ['fora da pasta do feed', 'fuera de la carpeta del feed'],
  'file not found': ['arquivo não encontrado', 'archivo no encontrado'],
};
export type ImportLang = 'pt' | 'es';

export interface RowIssue {
  /** The feed line (CSV) or position (JSON, 1-based); 0 for the feed as a whole. */
  line: number;
  code: IssueCode;
  /** The product's code, when the row had one. */
  productCode?: string;
  params?: Record<string, string | number>;
}

/** The issue as the staff read it, in pt-BR or es-PY. */
export function issueText(issue: Pick<RowIssue, 'code' | 'params'>, lang: ImportLang): string {
  const l = lang === 'es' ? 1 : 0;
  const value = (key: string) => {
    const v = String(issue.params?.[key] ?? '');
    return key === 'reason' ? (PICTURE_REASONS[v]?.[l] ?? v) : v;
  };
  return MESSAGES[issue.code][l].replace(/\{(\w+)\}/g, (_, key: string) => value(key));
}
