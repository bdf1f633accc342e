import { Dialog, DialogContent } from '@/components/ui/dialog';

export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Search">
        <input aria-label="Search" className="mt-4 w-full rounded border px-3 py-2" />
      </DialogContent>
    </Dialog>
  );
}
