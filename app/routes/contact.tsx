import { getFormProps, getTextareaProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { FieldError, FormField } from "~/components/form-field";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { parseForm, parseQuery } from "~/lib/input.server";
import { contactSchema } from "~/lib/validation/forms";
import { contactQueryShape, contactSubject, saveContactMessage } from "~/models/contact.server";
import { nftView } from "~/models/nfts.server";
import { emailKey, RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { clientAddress } from "~/models/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import styles from "~/styles/contact.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Contact | Diginoor" }];

const OFFICE_ADDRESS = "Diginoor, 4th Floor, 32 Cathedral Road, Gopalapuram, Chennai 600086, India";
const PHONE = { display: "+91 44 4000 8200", dial: "+914440008200" };
const SUPPORT_EMAIL = "support@diginoor.in";
const SENT_TEXT = "Thank you! Your message has reached the Diginoor team. We reply within two working days.";

/** The subject a link asked for (?topic=, ?nft=); values that are not understood are left out. */
function requestedSubject(url: URL) {
  const { value } = parseQuery(url, contactQueryShape);
  const found = value.nft ? nftView(value.nft) : null;
  const collectible = found ? { id: found.id, title: found.title } : null;
  const params = new URLSearchParams();
  if (value.topic) params.set("topic", value.topic);
  if (collectible) params.set("nft", String(collectible.id));
  return { subject: contactSubject(value.topic, collectible), query: params.toString(), sent: value.sent === "1" };
}

export async function loader({ request }: LoaderFunctionArgs) {
  return json(requestedSubject(new URL(request.url)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { subject } = requestedSubject(new URL(request.url));
  const submission = await parseForm(request, contactSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const waitMs = takeHit([
    [RATE_RULES.contactPerAddress, clientAddress(request, context)],
    [RATE_RULES.contactPerEmail, emailKey(submission.value.email)],
  ]);
  if (waitMs > 0) {
    return json({ result: submission.reply({ fieldErrors: { email: [retryMessage(waitMs, "messages")] } }) }, { status: 429, headers: retryAfterHeader(waitMs) });
  }
  saveContactMessage({ ...submission.value, subject });
  return redirectWithToast("/contact?sent=1", { kind: "success", text: SENT_TEXT });
}

export default function ContactPage() {
  const { subject, query, sent } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="page contact">
      <header className="contact__intro">
        <p className="eyebrow">Contact</p>
        <h1>Talk to the Diginoor team</h1>
        <p className="dim">
          Questions about a purchase, a bid or your wallet, a collectible to report, or a studio that wants to partner with us:
          we read every message and reply within two working days.
        </p>
      </header>
      {sent ? (
        <p className="notice notice--success" role="status">
          {SENT_TEXT}
        </p>
      ) : null}
      <div className="contact__grid">
        <section className="contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Reach us directly</h2>
          <dl>
            <div>
              <dt>Office</dt>
              <dd>
                <img
                  className="contact__map"
                  src="/art/contact-map.svg"
                  alt="Map: the Diginoor office on Cathedral Road, Gopalapuram, Chennai, near TTK Road"
                  width="640"
                  height="400"
                  loading="lazy"
                />
                <address>{OFFICE_ADDRESS}</address>
                <a href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(OFFICE_ADDRESS)}`} rel="noopener noreferrer">
                  Open the map on OpenStreetMap
                </a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${PHONE.dial}`}>{PHONE.display}</a>
                <span className="dim"> (Monday to Friday, 10:00 to 18:00 IST)</span>
              </dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a href={`https://wa.me/${PHONE.dial.slice(1)}`} rel="noopener noreferrer">
                  Chat with us on WhatsApp
                </a>
              </dd>
            </div>
            <div>
              <dt>Support email</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section className="contact__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          {/* A new form after each visit, so a sent message does not stay in the fields. */}
          <ContactForm key={location.key} subject={subject} formAction={query ? `/contact?${query}` : "/contact"} />
        </section>
      </div>
    </div>
  );
}

function ContactForm({ subject, formAction }: { subject: string | null; formAction: string }) {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(contactSchema, {
    id: "contact",
    lastResult,
  });
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  return (
    <Form method="post" action={formAction} className="form" {...getFormProps(form)}>
      {subject ? (
        <p className="contact__subject">
          <span className="dim">Subject:</span> {subject}
        </p>
      ) : null}
      <FormField field={fields.name} label="Your name" type="text" autoComplete="name" />
      <FormField field={fields.email} label="Email address" type="email" autoComplete="email" />
      <div className="field">
        <label htmlFor={fields.message.id}>Message</label>
        <textarea {...getTextareaProps(fields.message)} rows={6} />
        <FieldError field={fields.message} />
      </div>
      <div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending…" : "Send message"}
        </button>
      </div>
    </Form>
  );
}
