import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './ui/button';

/** The way back from a Profile sub-screen (the bottom navigation still shows Profile). */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2">
      <Link href={href}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
