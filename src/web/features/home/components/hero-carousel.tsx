import {
  ArrowRight,
  Cake,
  ChevronLeft,
  ChevronRight,
  Coffee,
  Pause,
  Play,
  Sparkles,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { AUTO_ADVANCE_MS, swipeDirection, useCarousel } from './use-carousel';
import { useSlideImages } from './use-slide-images';

interface HeroAction {
  label: string;
  to: string;
}

interface HeroSlide {
  image: string;
  alt: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  /** The last words of the headline, set in saffron. */
  accent: string;
  copy: string;
  primary: HeroAction;
  secondary?: HeroAction;
}

const SHOP: HeroAction = { label: 'Shop Our Desserts', to: '#products' };

const SLIDES: HeroSlide[] = [
  {
    image: 'slide-1',
    alt: 'Celebration cakes decorated with cream, fresh berries and flowers',
    icon: Cake,
    eyebrow: 'Baked fresh in Auckland',
    title: 'Celebrate with',
    accent: 'something sweet',
    copy: 'Birthday classics and tiered showstoppers, made by hand every morning and delivered across Auckland.',
    primary: SHOP,
    secondary: { label: 'Custom Orders', to: paths.customOrders() },
  },
  {
    image: 'slide-2',
    alt: 'A platter of Arabian sweets: pistachio baklava, kunafa and date maamoul',
    icon: Star,
    eyebrow: 'Arabian sweets',
    title: 'Honey, pistachio',
    accent: '& rosewater',
    copy: 'Flaky baklava, golden kunafa and date maamoul, baked with real butter and a generous hand with the nuts.',
    primary: { label: 'Arabian Sweets', to: paths.category('arabian-sweets') },
    secondary: SHOP,
  },
  {
    image: 'slide-3',
    alt: 'Indian mithai arranged on a tray beside glowing diyas',
    icon: Sparkles,
    eyebrow: 'Indian mithai',
    title: 'Mithai for every',
    accent: 'celebration',
    copy: 'Kaju katli, saffron peda and gulab jamun, boxed as gifts for Diwali, Eid, weddings and every happy day.',
    primary: { label: 'Indian Sweets', to: paths.category('indian-sweets') },
    secondary: { label: 'Custom Orders', to: paths.customOrders() },
  },
  {
    image: 'slide-4',
    alt: 'An English afternoon tea with scones, jam, cream and a pot of tea',
    icon: Coffee,
    eyebrow: 'English afternoon tea',
    title: 'Scones, jam',
    accent: '& a proper cuppa',
    copy: 'Warm scones with clotted cream, Victoria sponge and dainty cakes, for the table at home or in our cafe.',
    primary: { label: 'Afternoon Tea', to: paths.category('english-sweets') },
    secondary: SHOP,
  },
];

const imageSrc = (name: string) => `/images/hero/${name}.webp`;
const imageSrcSet = (name: string) => `/images/hero/${name}-800w.webp 800w, /images/hero/${name}.webp 1600w`;

export interface HeroCarouselProps {
  /** The page's visually hidden <h1>; each slide's headline is an <h2>. */
  heading?: string;
}

export function HeroCarousel({ heading = 'Saffron & Sugar Bakery & Cafe' }: HeroCarouselProps) {
  const carousel = useCarousel({ count: SLIDES.length });
  const { index, playing, paused } = carousel;
  const swipe = useSwipe(carousel.swipe);
  const images = useSlideImages(index, SLIDES.length, playing);

  // The first picture is the page's largest paint: let the browser fetch it before the CSS arrives.
  const first = SLIDES[0]!.image;
  preload(imageSrc(first), {
    as: 'image',
    imageSrcSet: imageSrcSet(first),
    imageSizes: '100vw',
    fetchPriority: 'high',
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured treats"
      className="relative isolate overflow-hidden bg-cream-100 touch-pan-y"
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onPointerEnter={images.wantAll}
      onFocus={() => {
        carousel.setFocused(true);
        images.wantAll();
      }}
      onBlur={onBlur}
      {...swipe}
    >
      <h1 className="sr-only">{heading}</h1>

      {/* Controls come first in the tab order (WAI-ARIA carousel pattern) but sit at the bottom. */}
      <div className="absolute inset-x-0 bottom-0 z-30">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 pb-5 sm:px-6 md:pb-7">
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={carousel.togglePaused}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              className={cn(roundControl, 'size-9')}
            >
              {paused ? (
                <Play aria-hidden="true" className="size-3.5 fill-current" />
              ) : (
                <Pause aria-hidden="true" className="size-3.5 fill-current" />
              )}
            </button>
            <div className="flex items-center">
              {SLIDES.map((slide, i) => (
                <button
                  key={slide.image}
                  type="button"
                  onClick={() => carousel.goTo(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="group flex h-9 min-w-6 cursor-pointer items-center justify-center px-1"
                >
                  <span
                    className={cn(
                      'relative block h-2 overflow-hidden rounded-full transition-[width,background-color] duration-500 ease-out-soft',
                      i === index ? 'w-10 bg-cocoa-900/15' : 'w-2 bg-cocoa-900/30 group-hover:bg-cocoa-900/55',
                    )}
                  >
                    {i === index ? <DotProgress key={index} playing={playing} /> : null}
                  </span>
                </button>
              ))}
            </div>
          </div>

          <div className="flex items-center gap-2 sm:gap-3">
            <p
              aria-hidden="true"
              className="mr-1 hidden font-display text-sm font-semibold text-cocoa-800 tabular-nums sm:block"
            >
              {String(index + 1).padStart(2, '0')}
              <span className="mx-1.5 text-cocoa-400">/</span>
              {String(SLIDES.length).padStart(2, '0')}
            </p>
            <button
              type="button"
              onClick={carousel.prev}
              aria-label="Previous slide"
              className={cn(roundControl, 'size-11')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={carousel.next}
              aria-label="Next slide"
              className={cn(roundControl, 'size-11')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>

      <div aria-live={playing ? 'off' : 'polite'} className="relative h-[28rem] md:h-[32rem]">
        {SLIDES.map((slide, i) => (
          <Slide
            key={slide.image}
            slide={slide}
            position={i}
            count={SLIDES.length}
            active={i === index}
            withImage={images.hasImage(i)}
          />
        ))}
      </div>
    </section>
  );
}

const roundControl =
  'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full border border-cocoa-900/10 bg-cream-50/85 text-cocoa-900 ' +
  'shadow-soft backdrop-blur-sm transition-[background-color,box-shadow,translate] duration-200 hover:bg-white hover:shadow-warm active:translate-y-px';

function Slide({
  slide,
  position,
  count,
  active,
  withImage,
}: {
  slide: HeroSlide;
  position: number;
  count: number;
  active: boolean;
  /** False until the slide is about to show (useSlideImages): the cream background stands in. */
  withImage: boolean;
}) {
  const Icon = slide.icon;
  const isFirst = position === 0;

  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className={cn(
        // The incoming slide fades in on top; the outgoing one stays opaque underneath until it has.
        'absolute inset-0 transition-opacity ease-out',
        active ? 'z-10 opacity-100 duration-600' : 'z-0 opacity-0 delay-600 duration-0',
      )}
    >
      {withImage ? (
        <img
          src={imageSrc(slide.image)}
          srcSet={imageSrcSet(slide.image)}
          sizes="100vw"
          alt={slide.alt}
          width={1600}
          height={900}
          draggable={false}
          fetchPriority={isFirst ? 'high' : undefined}
          loading={isFirst ? undefined : 'lazy'}
          decoding={isFirst ? undefined : 'async'}
          className={cn(
            'absolute inset-0 h-full w-full object-cover object-[72%_center] transition-transform duration-[7000ms] ease-out md:object-right',
            active ? 'scale-100' : 'scale-[1.06]',
          )}
        />
      ) : null}
      {/* Phones: the text covers most of the picture, so a stronger, fuller cream scrim. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-cream-50/95 via-cream-50/85 to-cream-50/45 md:hidden"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 hidden bg-linear-to-r from-cream-50 from-5% via-cream-50/80 via-38% to-cream-50/0 to-65% md:block"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-28 bg-linear-to-t from-cream-50/70 to-transparent"
      />

      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pb-14 sm:px-6 md:pb-10">
        <div
          className={cn(
            'max-w-2xl transition-[opacity,translate] ease-out-soft',
            active ? 'translate-y-0 opacity-100 delay-200 duration-700' : 'translate-y-3 opacity-0 duration-300',
          )}
        >
          <p className="inline-flex items-center gap-2 rounded-full border border-saffron-200 bg-cream-50/80 px-3 py-1.5 text-eyebrow font-semibold text-saffron-800 uppercase backdrop-blur-sm">
            <Icon aria-hidden="true" className="size-3.5" />
            {slide.eyebrow}
          </p>
          <h2 className="mt-4 max-w-2xl font-display text-[clamp(2.25rem,1.5rem+2.75vw,3.75rem)] leading-[1.04] tracking-[-0.025em] text-cocoa-950">
            {slide.title} <span className="whitespace-nowrap text-saffron-700">{slide.accent}</span>
          </h2>
          <p className="mt-4 max-w-md text-base text-cocoa-800 sm:mt-5 sm:text-lg">{slide.copy}</p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <HeroLink action={slide.primary} variant="primary" icon />
            {slide.secondary ? <HeroLink action={slide.secondary} variant="outline" /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}

function HeroLink({
  action,
  variant,
  icon = false,
}: {
  action: HeroAction;
  variant: 'primary' | 'outline';
  icon?: boolean;
}) {
  const content = (
    <>
      {action.label}
      {icon ? <ArrowRight aria-hidden="true" /> : null}
    </>
  );
  return (
    <Button asChild variant={variant} className="h-11 px-6 sm:h-13 sm:px-8 sm:text-base">
      {/* In-page anchors stay plain links so the browser scrolls to them. */}
      {action.to.startsWith('#') ? <a href={action.to}>{content}</a> : <Link to={action.to}>{content}</Link>}
    </Button>
  );
}

/** Fills the active dot over one auto-advance interval, pausing whenever the slideshow does. */
function DotProgress({ playing }: { playing: boolean }) {
  const bar = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);

  useEffect(() => {
    const el = bar.current;
    if (!el || typeof el.animate !== 'function') return;
    const running = el.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: AUTO_ADVANCE_MS,
      easing: 'linear',
      fill: 'forwards',
    });
    animation.current = running;
    return () => running.cancel();
  }, []);

  useEffect(() => {
    if (playing) animation.current?.play();
    else animation.current?.pause();
  }, [playing]);

  // An inline transform (not Tailwind's scale-x-0, which sets the separate `scale` property) so
  // the animation's transform is the only scaling applied.
  return (
    <span
      ref={bar}
      style={{ transform: 'scaleX(0)' }}
      className="absolute inset-0 origin-left rounded-full bg-saffron-600"
    />
  );
}

/** Pointer swipes (touch, pen or mouse drag). A swipe does not also click the link it ended on. */
function useSwipe(onSwipe: (deltaX: number) => void) {
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);

  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      startX.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (startX.current === null) return;
      const deltaX = event.clientX - startX.current;
      startX.current = null;
      if (swipeDirection(deltaX)) {
        swiped.current = true;
        onSwipe(deltaX);
      }
    },
    onPointerCancel: () => {
      startX.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      // detail is 0 for keyboard activation, which is never the end of a swipe.
      if (swiped.current && event.detail > 0) {
        event.preventDefault();
        event.stopPropagation();
      }
      swiped.current = false;
    },
  };
}
