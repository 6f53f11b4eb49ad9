import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';

/** The frame both account e-mails share: a heading, paragraphs, one button and its link written out. */
export function AccountMailLayout(props: {
  lang: 'pt' | 'es';
  preview: string;
  heading: string;
  paragraphs: string[];
  action: string;
  href: string;
  footer: string;
}) {
  return (
    <Html lang={props.lang === 'es' ? 'es-PY' : 'pt-BR'}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{ backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#18181b' }}
      >
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {props.heading}
          </Heading>
          {props.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
          <Section style={{ margin: '24px 0' }}>
            <Button
              href={props.href}
              style={{
                backgroundColor: '#1d4ed8',
                color: '#ffffff',
                padding: '12px 20px',
                borderRadius: '6px',
              }}
            >
              {props.action}
            </Button>
          </Section>
          <Text style={{ fontSize: '12px', wordBreak: 'break-all' }}>{props.href}</Text>
          <Text style={{ fontSize: '12px', color: '#71717a' }}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
