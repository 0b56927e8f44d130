/*
 * A page that shows every design-system component in its states at once, for visual checks and
 * axe runs. Dev-only: served by Vite at /src/design-system/gallery/gallery.html, never in the app
 * bundle. The strings here are sample content, not app copy.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../global.css';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  CardBrandIcon,
  Checkbox,
  Cluster,
  IconArrowLeft,
  IconCard,
  IconCheck,
  IconCheckCircle,
  IconChevron,
  IconClose,
  IconError,
  IconEsim,
  IconHelp,
  IconInfo,
  IconMail,
  IconPhone,
  IconSearch,
  IconSim,
  IconStore,
  IconTruck,
  IconWarning,
  Modal,
  OtpBoxes,
  PageHeader,
  PlanCard,
  Price,
  RadioGroup,
  SelectField,
  Skeleton,
  Spinner,
  Stack,
  Stepper,
  TextField,
  Toast,
  type ToastPosition,
  ToastRegion,
  type ToastType,
} from '../index';
import styles from './gallery.module.css';

const SWATCHES = [
  'brand-50',
  'brand-100',
  'brand-200',
  'brand-500',
  'brand-600',
  'brand-700',
  'brand-800',
  'accent-100',
  'accent-500',
  'accent-700',
  'neutral-0',
  'neutral-50',
  'neutral-100',
  'neutral-200',
  'neutral-400',
  'neutral-500',
  'neutral-700',
  'neutral-900',
  'success-text',
  'warning-text',
  'danger-text',
  'info-text',
  'focus',
];

const boxLabel = (position: number, total: number) => `Dígito ${position} de ${total}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Sub({ children }: { children: React.ReactNode }) {
  return <h3 className={styles.sub}>{children}</h3>;
}

function Gallery() {
  const [otp, setOtp] = useState<string[]>(['4', '2', '', '', '', '']);
  const [simType, setSimType] = useState<'esim' | 'physical'>('esim');
  const [numberType, setNumberType] = useState<'new_number' | 'number_transfer' | ''>('');
  const [delivery, setDelivery] = useState<'doorstep' | 'pickup' | 'locker'>('doorstep');
  const [plan, setPlan] = useState('plus');
  const [terms, setTerms] = useState(true);
  const [state, setState] = useState('');
  const [modal, setModal] = useState<'none' | 'confirm' | 'blocking'>('none');
  const [toasts, setToasts] = useState<Array<{ id: number; type: ToastType }>>([]);
  const [position, setPosition] = useState<ToastPosition>('bottom-center');
  const [loading, setLoading] = useState(false);

  const addToast = (type: ToastType) => setToasts((list) => [...list, { id: Date.now(), type }]);

  return (
    <main className={styles.page}>
      <PageHeader
        eyebrow="Senda · design system"
        title="Galería de componentes"
        subtitle="Todos los componentes y sus estados en una sola página."
        back={
          <Button variant="ghost" size="sm" iconStart={<IconArrowLeft />}>
            Atrás
          </Button>
        }
        actions={
          <ButtonLink href="#help" variant="ghost" size="sm" iconStart={<IconHelp />}>
            Ayuda
          </ButtonLink>
        }
        progress={<Stepper current={2} total={5} label="Paso 2 de 5" stepTitle="Elige tu plan" />}
      />

      <Section title="Colour">
        <div className={styles.swatches}>
          {SWATCHES.map((name) => (
            <div key={name} className={styles.swatch} style={{ background: `var(--color-${name})` }}>
              <span className={styles.swatchName}>{name}</span>
            </div>
          ))}
        </div>
        <Sub>Type scale</Sub>
        <Stack gap={2}>
          <p style={{ fontSize: 'var(--font-size-display)', fontWeight: 700, lineHeight: 1.1 }}>
            Display 2/2.5/3rem
          </p>
          <p style={{ fontSize: 'var(--font-size-3xl)', fontWeight: 700 }}>3xl: Tu nuevo plan</p>
          <p style={{ fontSize: 'var(--font-size-2xl)', fontWeight: 700 }}>2xl: Datos personales</p>
          <p style={{ fontSize: 'var(--font-size-xl)', fontWeight: 600 }}>xl: Resumen del pedido</p>
          <p style={{ fontSize: 'var(--font-size-lg)' }}>lg: Ingresa el código de 6 dígitos</p>
          <p>
            md: Texto de cuerpo con un enlace <a href="#terms">a los términos</a>.
          </p>
          <p style={{ fontSize: 'var(--font-size-sm)', color: 'var(--color-text-muted)' }}>
            sm: texto de apoyo
          </p>
          <p style={{ fontSize: 'var(--font-size-xs)' }}>xs: letra pequeña</p>
        </Stack>
      </Section>

      <Section title="Button">
        {(['primary', 'secondary', 'ghost', 'danger', 'link'] as const).map((variant) => (
          <Cluster key={variant}>
            <Button variant={variant}>Siguiente</Button>
            <Button variant={variant} disabled>
              Deshabilitado
            </Button>
            <Button variant={variant} loading loadingLabel="Cargando">
              Pagando
            </Button>
          </Cluster>
        ))}
        <Sub>Sizes and icons</Sub>
        <Cluster align="center">
          <Button size="sm">Pequeño</Button>
          <Button size="md" iconEnd={<IconChevron direction="right" />}>
            Mediano
          </Button>
          <Button size="lg" iconStart={<IconCard />}>
            Grande
          </Button>
          <ButtonLink href="#plans" variant="secondary">
            Enlace como botón
          </ButtonLink>
        </Cluster>
        <div className={styles.narrow}>
          <Stack gap={2}>
            <Button
              fullWidth
              size="lg"
              loading={loading}
              loadingLabel="Procesando pago"
              onClick={() => {
                setLoading(true);
                setTimeout(() => setLoading(false), 2000);
              }}
            >
              Pagar $199.00
            </Button>
            <Button fullWidth variant="secondary">
              Volver
            </Button>
          </Stack>
        </div>
      </Section>

      <Section title="Form fields">
        <div className={styles.grid}>
          <TextField label="Nombre(s)" autoComplete="given-name" defaultValue="María Fernanda" />
          <TextField label="Segundo nombre" optionalLabel="(opcional)" hint="Como aparece en tu INE." />
          <TextField
            label="Correo electrónico"
            type="email"
            inputMode="email"
            defaultValue="maria@ejemplo"
            error="Escribe un correo válido, por ejemplo nombre@dominio.com."
            prefix={<IconMail size="1.125rem" />}
          />
          <TextField
            label="Número a transferir"
            inputMode="numeric"
            prefix="+52"
            suffix="10 dígitos"
            placeholder="55 1234 5678"
          />
          <TextField
            label="Buscar número"
            inputMode="numeric"
            suffix={
              <Button variant="ghost" size="sm" aria-label="Buscar">
                <IconSearch />
              </Button>
            }
          />
          <TextField label="Código postal" disabled defaultValue="06700" hint="Se llena con tu dirección." />
          <SelectField
            label="Estado"
            placeholder="Selecciona un estado"
            value={state}
            onChange={(event) => setState(event.target.value)}
            options={[
              { value: 'CDMX', label: 'Ciudad de México' },
              { value: 'JAL', label: 'Jalisco' },
              { value: 'NL', label: 'Nuevo León' },
            ]}
          />
          <SelectField
            label="Operador actual"
            error="Elige tu operador actual."
            defaultValue=""
            placeholder="Selecciona"
            options={[
              { value: 'a', label: 'Operador A' },
              { value: 'b', label: 'Operador B' },
            ]}
          />
        </div>
        <Sub>Checkbox</Sub>
        <Stack gap={1}>
          <Checkbox
            label={
              <>
                Acepto los <a href="#terms">términos de uso</a> y el{' '}
                <a href="#privacy">aviso de privacidad</a>.
              </>
            }
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <Checkbox label="Quiero recibir promociones" hint="Puedes cambiarlo en tu perfil." />
          <Checkbox label="Confirmo que mi teléfono es compatible con eSIM" error="Confírmalo para seguir." />
          <Checkbox label="Opción no disponible" disabled />
        </Stack>
      </Section>

      <Section title="Radio group">
        <RadioGroup
          legend="Tipo de SIM"
          variant="cards"
          columns={2}
          value={simType}
          onChange={setSimType}
          options={[
            {
              value: 'esim',
              label: 'eSIM',
              description: 'Digital, se activa en minutos.',
              icon: <IconEsim />,
              aside: <Badge tone="accent">Recomendado</Badge>,
            },
            {
              value: 'physical',
              label: 'SIM física',
              description: 'Te la enviamos a domicilio.',
              icon: <IconSim />,
            },
          ]}
        />
        <RadioGroup
          legend="Tipo de número"
          variant="cards"
          columns={2}
          value={numberType}
          onChange={setNumberType}
          error="Elige una opción."
          options={[
            { value: 'new_number', label: 'Número nuevo', icon: <IconPhone /> },
            {
              value: 'number_transfer',
              label: 'Conservar mi número',
              description: 'Necesitas tu NIP de portabilidad.',
              icon: <IconArrowLeft />,
            },
          ]}
        />
        <RadioGroup
          legend="Entrega"
          variant="cards"
          columns={3}
          value={delivery}
          onChange={setDelivery}
          options={[
            {
              value: 'doorstep',
              label: 'A domicilio',
              description: 'Elige día y horario.',
              icon: <IconTruck />,
              aside: '$49.00',
            },
            {
              value: 'pickup',
              label: 'Recoger en tienda',
              description: 'Por código postal.',
              icon: <IconStore />,
            },
            { value: 'locker', label: 'Locker', description: 'No disponible en tu zona.', disabled: true },
          ]}
        />
        <RadioGroup
          legend="Horario"
          value="am"
          onChange={() => undefined}
          options={[
            { value: 'am', label: '9:00 – 13:00' },
            { value: 'pm', label: '13:00 – 18:00' },
            { value: 'night', label: '18:00 – 21:00', disabled: true },
          ]}
        />
      </Section>

      <Section title="OTP boxes">
        <div className={styles.narrow}>
          <Stack gap={6}>
            <OtpBoxes label="Código de verificación" boxLabel={boxLabel} value={otp} onChange={setOtp} />
            <OtpBoxes
              label="Código (error)"
              boxLabel={boxLabel}
              value={['1', '2', '3', '4', '5', '6']}
              onChange={() => undefined}
              error="El código es incorrecto. Te quedan 2 intentos."
            />
            <OtpBoxes
              label="Código (deshabilitado)"
              boxLabel={boxLabel}
              value={['', '', '', '', '', '']}
              onChange={() => undefined}
              hint="El código expiró. Pide uno nuevo."
              disabled
            />
          </Stack>
        </div>
      </Section>

      <Section title="Plan card">
        <div className={`${styles.grid} ${styles.grid3}`}>
          <PlanCard
            name="Senda Básico"
            allowance="5 GB"
            validity="30 días"
            price="$99.00"
            priceSuffix="/ 30 días"
            benefits={['Redes sociales ilimitadas', 'Llamadas y SMS ilimitados en México']}
            badges={[{ label: 'Prueba gratis', tone: 'accent' }]}
            selected={plan === 'basic'}
            onSelect={() => setPlan('basic')}
            selectLabel="Elegir plan"
            selectedLabel="Plan elegido"
          />
          <PlanCard
            name="Senda Plus"
            allowance="15 GB"
            validity="30 días"
            description="El favorito para el día a día."
            price="$199.00"
            originalPrice="$249.00"
            originalPriceLabel="Antes"
            priceSuffix="/ 30 días"
            benefits={['Redes sociales ilimitadas', 'Comparte datos', 'Roaming en EE. UU. y Canadá']}
            badges={[
              { label: 'Más popular', tone: 'brand' },
              { label: '-20%', tone: 'success' },
            ]}
            selected={plan === 'plus'}
            onSelect={() => setPlan('plus')}
            selectLabel="Elegir plan"
            selectedLabel="Plan elegido"
          />
          <PlanCard
            name="Senda Max"
            allowance="Ilimitado"
            validity="30 días"
            price="$349.00"
            priceSuffix="/ 30 días"
            benefits={['Todo lo de Plus', 'Hotspot 20 GB']}
            selected={plan === 'max'}
            onSelect={() => setPlan('max')}
            selectLabel="Elegir plan"
            selectedLabel="Plan elegido"
            unavailableReason="No disponible para SIM física."
          />
        </div>
      </Section>

      <Section title="Stepper and price">
        <div className={styles.grid}>
          <Stack gap={5}>
            <Stepper current={1} total={5} label="Paso 1 de 5" stepTitle="Plan" />
            <Stepper
              current={3}
              total={5}
              label="Paso 3 de 5"
              stepTitle="Datos personales y dirección de envío"
            />
            <Stepper current={5} total={5} label="Paso 5 de 5" />
          </Stack>
          <Card>
            <Price amount="$199.00" label="Plan Senda Plus" size="sm" layout="inline" />
            <Price amount="$49.00" label="Envío" size="sm" layout="inline" />
            <Price amount="$248.00" label="Total (Inc. tax)" size="lg" layout="inline" tone="brand" />
            <Price
              amount="$199.00"
              originalAmount="$249.00"
              originalLabel="Antes"
              suffix="/ mes"
              label="Precio"
            />
          </Card>
        </div>
      </Section>

      <Section title="Alert">
        <div className={styles.grid}>
          <Alert tone="info" title="Tu eSIM llega por correo">
            Revisa tu bandeja de entrada después del pago.
          </Alert>
          <Alert tone="success">Tu pedido fue confirmado.</Alert>
          <Alert tone="warning" title="Se alcanzó el máximo de códigos promocionales." />
          <Alert
            tone="danger"
            title="El pago fue rechazado"
            action={
              <Button size="sm" variant="secondary">
                Reintentar
              </Button>
            }
          >
            Tu banco no aprobó el cargo. Prueba con otra tarjeta.
          </Alert>
        </div>
      </Section>

      <Section title="Toast">
        <div className={styles.toastStage}>
          <Toast
            type="info"
            message="Te enviamos un nuevo código."
            onClose={() => undefined}
            closeLabel="Cerrar"
          />
          <Toast
            type="success"
            title="Listo"
            message="Guardamos tus datos."
            onClose={() => undefined}
            closeLabel="Cerrar"
          />
          <Toast type="warning" message="Se ha alcanzado el número máximo de códigos promocionales." />
          <Toast
            type="danger"
            title="Sin conexión"
            message="No pudimos buscar puntos de entrega. Intenta de nuevo."
            onClose={() => undefined}
            closeLabel="Cerrar"
          />
        </div>
        <Sub>Live region (positions with the §9 offsets)</Sub>
        <Cluster>
          <SelectField
            label="Posición"
            value={position}
            onChange={(event) => setPosition(event.target.value as ToastPosition)}
            options={(
              ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const
            ).map((value) => ({ value, label: value }))}
          />
        </Cluster>
        <Cluster>
          {(['info', 'success', 'warning', 'danger'] as const).map((type) => (
            <Button key={type} variant="secondary" size="sm" onClick={() => addToast(type)} data-toast={type}>
              Mostrar {type}
            </Button>
          ))}
        </Cluster>
        <ToastRegion position={position} label="Notificaciones">
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              type={toast.type}
              message={`Notificación ${toast.type}`}
              autoCloseMs={5000}
              onClose={() => setToasts((list) => list.filter((item) => item.id !== toast.id))}
              closeLabel="Cerrar notificación"
            />
          ))}
        </ToastRegion>
      </Section>

      <Section title="Modal">
        <Cluster>
          <Button variant="secondary" onClick={() => setModal('confirm')} data-open-modal="confirm">
            Abrir modal
          </Button>
          <Button variant="secondary" onClick={() => setModal('blocking')} data-open-modal="blocking">
            Abrir modal sin cierre
          </Button>
        </Cluster>
        <Modal
          open={modal === 'confirm'}
          onClose={() => setModal('none')}
          title="¿Cancelar tu línea?"
          tone="warning"
          closeLabel="Cerrar"
          actions={
            <>
              <Button variant="secondary" onClick={() => setModal('none')}>
                Mantener mi línea
              </Button>
              <Button variant="danger" onClick={() => setModal('none')}>
                Cancelar línea
              </Button>
            </>
          }
        >
          <p>Perderás tu número y el saldo que te quede. Esta acción no se puede deshacer.</p>
        </Modal>
        <Modal
          open={modal === 'blocking'}
          title="Desafíos técnicos"
          tone="danger"
          dismissible={false}
          actions={<Button onClick={() => setModal('none')}>Recargar</Button>}
        >
          <p>Tenemos problemas para cargar la página. Vuelve a intentarlo.</p>
        </Modal>
      </Section>

      <Section title="Spinner and skeleton">
        <Cluster gap={6} align="center">
          <Spinner size="sm" />
          <Spinner size="md" />
          <Spinner size="lg" label="Cargando planes" />
        </Cluster>
        <div className={`${styles.grid} ${styles.grid3}`} aria-busy="true">
          <Skeleton shape="card" />
          <Stack gap={3}>
            <Cluster>
              <Skeleton shape="circle" />
              <Skeleton shape="text" lines={2} width="60%" />
            </Cluster>
            <Skeleton shape="text" lines={4} />
          </Stack>
          <Stack gap={3}>
            <Skeleton shape="block" height="3rem" />
            <Skeleton shape="block" height="3rem" />
            <Skeleton shape="block" height="3rem" width="50%" />
          </Stack>
        </div>
      </Section>

      <Section title="Card and icons">
        <div className={`${styles.grid} ${styles.grid3}`}>
          <Card>
            <strong>Outlined</strong>
            <p>Contenido de la tarjeta.</p>
          </Card>
          <Card variant="raised">
            <strong>Raised</strong>
            <p>Con sombra.</p>
          </Card>
          <Card variant="brand">
            <strong>Brand</strong>
            <p>Para destacar.</p>
          </Card>
        </div>
        <div className={styles.icons}>
          <IconCheck title="check" />
          <IconCheckCircle title="check circle" />
          <IconChevron title="chevron" />
          <IconChevron direction="right" title="chevron right" />
          <IconArrowLeft title="arrow left" />
          <IconClose title="close" />
          <IconSim title="SIM" />
          <IconEsim title="eSIM" />
          <IconPhone title="phone" />
          <IconTruck title="truck" />
          <IconStore title="store" />
          <IconCard title="card" />
          <IconInfo title="info" />
          <IconWarning title="warning" />
          <IconError title="error" />
          <IconHelp title="help" />
          <IconSearch title="search" />
          <IconMail title="mail" />
        </div>
        <Cluster>
          {(['visa', 'mastercard', 'amex', 'diners_club', 'jcb', 'unionpay', 'unknown'] as const).map(
            (brand) => (
              <CardBrandIcon key={brand} brand={brand} title={brand} size="2rem" />
            ),
          )}
        </Cluster>
      </Section>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Gallery />
    </StrictMode>,
  );
}
