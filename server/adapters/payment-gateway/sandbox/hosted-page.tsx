/* eslint-disable @next/next/no-head-element, @next/next/no-img-element -- a page the API serves itself, outside Next */
import { renderToStaticMarkup } from 'react-dom/server';

export interface MethodOption {
  code: string;
  label: string;
}

export interface HostedPageModel {
  lang: 'pt' | 'es';
  chargeId: string;
  amount: string;
  methods: MethodOption[];
  selected: string | null;
  /** Instalment lines for card payments: "3x de U$ 33,34". */
  instalments: { n: number; label: string }[];
  pix: { code: string; qrSvg: string; amount: string } | null;
  decided: null | { approved: boolean; returnUrl: string };
}

const T = {
  pt: {
    title: 'Pagamento seguro',
    sandbox: 'Ambiente de testes: nenhum valor real é cobrado.',
    store: 'Loja CDE — Ciudad del Este',
    total: 'Total a pagar',
    method: 'Forma de pagamento',
    instalments: 'Parcelas',
    pix: 'PIX copia e cola',
    pixHint: 'Escaneie o QR code no app do seu banco ou copie o código.',
    pay: 'Pagar',
    decline: 'Recusar',
    done: (ok: boolean) => (ok ? 'Pagamento aprovado.' : 'Pagamento recusado.'),
    back: 'Voltar para a loja',
  },
  es: {
    title: 'Pago seguro',
    sandbox: 'Entorno de pruebas: no se cobra ningún valor real.',
    store: 'Loja CDE — Ciudad del Este',
    total: 'Total a pagar',
    method: 'Forma de pago',
    instalments: 'Cuotas',
    pix: 'PIX copia y pega',
    pixHint: 'Escanee el código QR en la app de su banco o copie el código.',
    pay: 'Pagar',
    decline: 'Rechazar',
    done: (ok: boolean) => (ok ? 'Pago aprobado.' : 'Pago rechazado.'),
    back: 'Volver a la tienda',
  },
};

const css = `
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#eef2f7;color:#0f172a}
main{max-width:480px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(15,23,42,.08);padding:24px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#475569;font-size:14px}
.note{background:#fef9c3;border:1px solid #fde047;border-radius:8px;padding:8px 12px;font-size:13px;margin:16px 0}
.total{font-size:28px;font-weight:700;margin:8px 0 16px}
fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:0 0 16px;padding:8px 12px}
label{display:flex;gap:8px;align-items:center;padding:6px 0;font-size:15px}
select,textarea{width:100%;box-sizing:border-box;font:inherit;padding:8px;border:1px solid #94a3b8;border-radius:6px}
textarea{font-family:monospace;font-size:12px;height:72px}
.qr{display:block;width:200px;height:200px;margin:8px auto}
.actions{display:flex;gap:12px;margin-top:16px}
button{flex:1;font:inherit;font-weight:600;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#15803d;color:#fff}.decline{background:#e2e8f0;color:#0f172a}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a.back{display:inline-block;margin-top:16px;color:#1d4ed8}
`;

function Page({ m }: { m: HostedPageModel }) {
  const t = T[m.lang];
  return (
    <html lang={m.lang === 'es' ? 'es-PY' : 'pt-BR'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t.title} — Loja CDE`}</title>
        <style>{css}</style>
      </head>
      <body>
        <main>
          <div className="card">
            <h1>{t.title}</h1>
            <p className="muted">{t.store}</p>
            <p className="note">{t.sandbox}</p>
            <p className="muted">{t.total}</p>
            <p className="total">{m.amount}</p>
            {m.decided ? (
              <>
                <p role="status">{t.done(m.decided.approved)}</p>
                <a className="back" href={m.decided.returnUrl}>
                  {t.back}
                </a>
              </>
            ) : (
              <form method="post" action={`/sandbox-gateway/pay/${m.chargeId}`}>
                <fieldset>
                  <legend>{t.method}</legend>
                  {m.methods.map((o, i) => (
                    <label key={o.code}>
                      <input
                        type="radio"
                        name="method"
                        value={o.code}
                        defaultChecked={m.selected ? m.selected === o.code : i === 0}
                      />
                      {o.label}
                    </label>
                  ))}
                </fieldset>
                {m.instalments.length > 0 && (
                  <p>
                    <label htmlFor="parcelas">{t.instalments}</label>
                    <select id="parcelas" name="parcelas" defaultValue="1">
                      {m.instalments.map((i) => (
                        <option key={i.n} value={i.n}>
                          {i.label}
                        </option>
                      ))}
                    </select>
                  </p>
                )}
                {m.pix && (
                  <section aria-label={t.pix}>
                    <p>
                      <strong>{t.pix}</strong> — {m.pix.amount}
                    </p>
                    <img
                      className="qr"
                      alt={t.pix}
                      src={`data:image/svg+xml;utf8,${encodeURIComponent(m.pix.qrSvg)}`}
                    />
                    <label htmlFor="pix-code" className="muted">
                      {t.pixHint}
                    </label>
                    <textarea id="pix-code" readOnly value={m.pix.code} />
                  </section>
                )}
                <div className="actions">
                  <button className="pay" type="submit" name="decision" value="approve">
                    {t.pay}
                  </button>
                  <button className="decline" type="submit" name="decision" value="decline">
                    {t.decline}
                  </button>
                </div>
              </form>
            )}
          </div>
        </main>
      </body>
    </html>
  );
}

export function renderHostedPage(model: HostedPageModel): string {
  return `<!doctype html>${renderToStaticMarkup(<Page m={model} />)}`;
}
