import type { ReactNode } from 'react';

/** The narrow centred card of the login, recovery, reset and confirmation pages. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-8 md:py-14">
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-md rounded-2xl border border-line bg-paper p-5 shadow-sm sm:p-8"
      >
        <h1
          id="auth-title"
          className="font-display text-2xl font-semibold tracking-tight text-plum-900 md:text-3xl"
        >
          {title}
        </h1>
        {intro && <p className="mt-2 text-sm text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
