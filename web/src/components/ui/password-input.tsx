import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { texts } from '../../../../domain/messages';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

/**
 * A password field with a show/hide toggle. The toggle's name lives in visually hidden text (not
 * aria-label) so that finding the field by its "Password" label never also finds the button.
 */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn(inputClass, 'pr-13', className)}
        {...props}
      />
      <button
        type="button"
        aria-controls={id}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
      >
        {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        <span className="sr-only">{visible ? texts.hidePassword : texts.showPassword}</span>
      </button>
    </div>
  );
}
