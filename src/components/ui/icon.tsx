import {
  Award,
  Brain,
  Building2,
  ChartColumn,
  Clock,
  Cloud,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  Heart,
  House,
  Lightbulb,
  MessageSquare,
  Music,
  Play,
  Radio,
  Rocket,
  Server,
  Shield,
  Smartphone,
  Store,
  Target,
  Ticket,
  TrendingUp,
  Users,
  Wallet,
  Zap,
} from '@/components/ui/lucide-icons'

import type { Icon } from './stroke-icon'
import type { IconName } from '@/lib/content/icon-names'

import { cn } from './cn'

const icons: Record<IconName, Icon> = {
  smartphone: Smartphone,
  wallet: Wallet,
  store: Store,
  building: Building2,
  brain: Brain,
  message: MessageSquare,
  play: Play,
  music: Music,
  ticket: Ticket,
  home: House,
  headset: Headset,
  globe: Globe,
  shield: Shield,
  zap: Zap,
  users: Users,
  chart: ChartColumn,
  cloud: Cloud,
  radio: Radio,
  award: Award,
  target: Target,
  rocket: Rocket,
  handshake: Handshake,
  heart: Heart,
  lightbulb: Lightbulb,
  server: Server,
  clock: Clock,
  'trending-up': TrendingUp,
  'graduation-cap': GraduationCap,
}

type IconProps = { name?: IconName | null; className?: string }

/** An editor-chosen icon in a tinted tile; decorative, since the card's title names it. */
export function IconTile({ name, className }: IconProps) {
  const Glyph = icons[name ?? 'zap']
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700 ring-1 ring-teal-100',
        className,
      )}
    >
      <Glyph className="size-6" strokeWidth={1.75} />
    </span>
  )
}
