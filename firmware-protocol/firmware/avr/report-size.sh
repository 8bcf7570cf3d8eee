#!/bin/sh
# Prints the flash and RAM an AVR image uses and fails when RAM use is above the limit (the stack and the
# serial buffers need the rest) or the program does not fit beside the bootloader.
#   report-size.sh AVR_SIZE ELF FLASH FLASH_USABLE RAM RAM_MAX_PERCENT
set -eu
size=$1 elf=$2 flash=$3 usable=$4 ram=$5 max=$6
$size -A "$elf" | awk -v flash="$flash" -v usable="$usable" -v ram="$ram" -v max="$max" -v elf="$elf" '
  $1 == ".text" || $1 == ".data" { rom += $2 }
  $1 == ".data" || $1 == ".bss" || $1 == ".noinit" { mem += $2 }
  END {
    printf "%s: flash %d bytes of %d (%.1f %%; %d usable beside the bootloader)\n", elf, rom, flash, 100 * rom / flash, usable
    printf "%s: RAM   %d bytes of %d (%.1f %%; limit %d %%)\n", elf, mem, ram, 100 * mem / ram, max
    if (mem * 100 > ram * max) { printf "FAIL: RAM use above %d %%\n", max; exit 1 }
    if (rom > usable) { printf "FAIL: flash use above the %d bytes beside the bootloader\n", usable; exit 1 }
  }'
