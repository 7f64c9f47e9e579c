import { type ReactNode, useEffect, useRef, useState } from "react";
import { brands } from "../../../shared/content/brands";
import { CaseStudyArt, type CaseStudyArtName, VideoPoster } from "../../components/art/CaseStudyArt";
import { LocalLink } from "../../components/LocalLink";
import { Container, PageHeader, Section } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";
import { site } from "../../site";

type Content = (typeof brands)["en" | "cs"];
type Labels = Content["labels"];

export function BrandsPage() {
  const c = brands[useLocale()];
  usePageMeta(c.meta);
  const { make, stride, productboard } = c.cases;
  return (
    <>
      <PageHeader eyebrow={c.header.eyebrow} title={c.header.title} lead={c.header.lead} />

      <CaseStudy
        id="make"
        study={make}
        labels={c.labels}
        visual={<CaseVisual name="make" study={make} labels={c.labels} />}
      />
      <CaseStudy
        id="stride"
        study={stride}
        labels={c.labels}
        tone="sand"
        flip
        visual={<CaseVisual name="stride" study={stride} labels={c.labels} />}
      />
      <CaseStudy
        id="productboard"
        study={productboard}
        labels={c.labels}
        visual={<CaseVisual name="productboard" study={productboard} labels={c.labels} />}
      />

      <section aria-labelledby="more-stories-title" className="py-14 sm:py-20">
        <Container>
          <div className="rounded-3xl bg-ink px-6 py-12 text-center text-paper sm:px-12">
            <h2 id="more-stories-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {c.more.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-paper/80">{c.more.text}</p>
            <LocalLink
              to="/contact"
              className="mt-8 inline-block rounded-full bg-brand px-7 py-3.5 font-bold text-ink transition hover:bg-paper"
            >
              {c.more.cta}
            </LocalLink>
          </div>
        </Container>
      </section>
    </>
  );
}

interface Study {
  name: string;
  sector: string;
  challenge: string;
  made: readonly string[];
  result: string;
  website: string;
  websiteLabel: string;
}

/**
 * A case study's video when one is configured (SITE_VIDEO_<CASE>, read at build time), else its
 * drawn artwork: no case ever embeds a video nobody chose.
 */
function CaseVisual({
  name,
  study,
  labels,
}: {
  name: CaseStudyArtName;
  study: { artAlt: string; video: { title: string; caption: string } };
  labels: Labels;
}) {
  const videoId = site.caseVideos[name];
  if (!videoId) return <CaseStudyArt name={name} label={study.artAlt} />;
  return (
    <figure>
      <VideoFacade
        videoId={videoId}
        title={study.video.title}
        playLabel={labels.playVideo.replace("{title}", study.video.title)}
      />
      <figcaption className="mt-3 text-sm text-ink/75">{study.video.caption}</figcaption>
    </figure>
  );
}

/** One case study: its picture or video on one side, challenge / what we made / result on the other. */
function CaseStudy({
  id,
  study,
  labels,
  visual,
  tone = "plain",
  flip = false,
}: {
  id: string;
  study: Study;
  labels: Labels;
  visual: ReactNode;
  tone?: "plain" | "sand";
  flip?: boolean;
}) {
  return (
    <Section id={id} title={study.name} intro={study.sector} tone={tone}>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className={flip ? "lg:order-2" : ""}>{visual}</div>
        <div className="space-y-7">
          <div>
            <h3 className="text-lg font-bold uppercase tracking-[0.12em] text-brand-dark">{labels.challenge}</h3>
            <p className="mt-2 leading-relaxed text-ink/85">{study.challenge}</p>
          </div>
          <div>
            <h3 className="text-lg font-bold uppercase tracking-[0.12em] text-brand-dark">{labels.made}</h3>
            <ul className="mt-3 space-y-2.5">
              {study.made.map((item) => (
                <li key={item} className="flex gap-3 leading-snug">
                  <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-bold uppercase tracking-[0.12em] text-brand-dark">{labels.result}</h3>
            <p className="mt-2 leading-relaxed text-ink/85">{study.result}</p>
          </div>
          <a
            href={study.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-bold underline decoration-2 underline-offset-4 hover:text-brand-dark"
          >
            {labels.visit.replace("{site}", study.websiteLabel)}
            <span className="sr-only"> {labels.newTab}</span>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14" fill="none">
              <path d="M6 3h7v7M13 3L4 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
      </div>
    </Section>
  );
}

/**
 * A light video facade: until the visitor asks for the video, the page shows a drawn poster in a
 * button and makes no request to the video host. The click swaps in the privacy-enhanced player
 * (already allowed by the CSP's frame-src) in the same 16:9 box, so nothing moves.
 */
function VideoFacade({ videoId, title, playLabel }: { videoId: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed is gone: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-ink shadow-md">
      {playing ? (
        <iframe
          ref={frameRef}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 h-full w-full cursor-pointer text-left focus-visible:[outline-offset:-6px]"
        >
          <VideoPoster />
          <span className="sr-only">{playLabel}</span>
          {/* The same words, shown where there is room for them; on a phone the play icon says it. */}
          <span
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 hidden bg-ink/85 px-5 py-3 font-bold text-paper transition group-hover:bg-ink group-focus-visible:bg-ink sm:block"
          >
            {playLabel}
          </span>
        </button>
      )}
    </div>
  );
}
