#!/usr/bin/env python3
"""Writes valid.txt and invalid.txt next to this script.

Checksums are computed here, never typed by hand. Run it again after changing
a vector: python3 make-vectors.py
"""
from pathlib import Path

HERE = Path(__file__).resolve().parent


def xor(body: bytes) -> int:
    x = 0
    for b in body:
        x ^= b
    return x


def line(body: str, checksum: str | None = None) -> bytes:
    """'$' + body + '*' + checksum; the right checksum unless one is given."""
    raw = body.encode("latin-1")
    cs = checksum if checksum is not None else f"{xor(raw):02X}"
    return b"$" + raw + b"*" + cs.encode("latin-1")


def raw(text: str) -> bytes:
    return text.encode("latin-1")


def escape(data: bytes) -> str:
    out = []
    for b in data:
        if 0x20 <= b <= 0x7E and b != 0x5C:
            out.append(chr(b))
        else:
            out.append(f"\\x{b:02X}")
    return "".join(out)


def valid():
    v = []

    def add(body, canonical):
        data = line(body)
        assert len(data) + 2 <= 82, (body, len(data))
        v.append((data, canonical))

    def section(title):
        v.append((None, title))

    section("Device -> host: HEL (hello / identity)")
    add("CBHEL,1,1.0.0,2,6,CB-0001", "HEL proto=1 firmware=1.0.0 dice=2 buttons=6 box=CB-0001")
    add("CBHEL,1,1.0.0,0,0,X", "HEL proto=1 firmware=1.0.0 dice=0 buttons=0 box=X")
    add("CBHEL,1,2.10.3-rc1,6,8,box-A", "HEL proto=1 firmware=2.10.3-rc1 dice=6 buttons=8 box=box-A")
    add("CBHEL,1,1,1,1,0123456789abcdef", "HEL proto=1 firmware=1 dice=1 buttons=1 box=0123456789abcdef")
    add("CBHEL,1,1234567890123456,2,4,SIM", "HEL proto=1 firmware=1234567890123456 dice=2 buttons=4 box=SIM")
    add("CBHEL,2,3.0.0,2,6,CB-0002", "HEL proto=2 firmware=3.0.0 dice=2 buttons=6 box=CB-0002")
    add("CBHEL,255,1.0.0,2,6,CB-0003", "HEL proto=255 firmware=1.0.0 dice=2 buttons=6 box=CB-0003")

    section("Device -> host: DIC (dice result)")
    add("CBDIC,7,3,2,4,2", "DIC seq=7 roll=3 faces=4,2")
    add("CBDIC,1,0,1,6", "DIC seq=1 roll=0 faces=6")
    add("CBDIC,2,0,2,1,1", "DIC seq=2 roll=0 faces=1,1")
    add("CBDIC,65535,65535,6,1,2,3,4,5,6", "DIC seq=65535 roll=65535 faces=1,2,3,4,5,6")
    add("CBDIC,12,40,3,6,6,6", "DIC seq=12 roll=40 faces=6,6,6")
    add("CBDIC,100,1,4,2,5,3,1", "DIC seq=100 roll=1 faces=2,5,3,1")
    add("CBDIC,101,9,5,1,2,1,2,1", "DIC seq=101 roll=9 faces=1,2,1,2,1")

    section("Device -> host: BTN (button press; seat 0 is the roll button)")
    add("CBBTN,8,3,S", "BTN seq=8 seat=3 press=short")
    add("CBBTN,9,3,L", "BTN seq=9 seat=3 press=long")
    add("CBBTN,1,0,S", "BTN seq=1 seat=0 press=short")
    add("CBBTN,2,0,L", "BTN seq=2 seat=0 press=long")
    add("CBBTN,3,1,S", "BTN seq=3 seat=1 press=short")
    add("CBBTN,65535,8,L", "BTN seq=65535 seat=8 press=long")
    add("CBBTN,1,8,S", "BTN seq=1 seat=8 press=short")

    section("Device -> host: HBT (heartbeat: seq of the last event, uptime in seconds)")
    add("CBHBT,8,120", "HBT last=8 uptime=120")
    add("CBHBT,0,0", "HBT last=0 uptime=0")
    add("CBHBT,0,1", "HBT last=0 uptime=1")
    add("CBHBT,65535,4294967295", "HBT last=65535 uptime=4294967295")
    section("Device -> host: HBT after a HEL from a box that restarted (PROTOCOL.md section 5): last is behind the")
    section("last event the host applied (5 in firmware test a_restarted_box_...), though its uptime may be larger")
    add("CBHBT,1,3", "HBT last=1 uptime=3")

    section("Device -> host: ERR (error report; detail is free text, may be empty)")
    add("CBERR,CHK,CBROL", "ERR code=CHK detail=CBROL")
    add("CBERR,UNK,CBXYZ", "ERR code=UNK detail=CBXYZ")
    add("CBERR,LEN,", "ERR code=LEN detail=")
    add("CBERR,FLD,CBLIT", "ERR code=FLD detail=CBLIT")
    add("CBERR,BSY,12", "ERR code=BSY detail=12")
    add("CBERR,FLD,n out of range", "ERR code=FLD detail=n out of range")
    add("CBERR,UNK,a-b.c_d=e(f)[g]{h}!#%&'~", "ERR code=UNK detail=a-b.c_d=e(f)[g]{h}!#%&'~")
    # exactly 82 characters with CR LF: the longest line there can be
    detail66 = "D" * 66
    add("CBERR,FLD," + detail66, "ERR code=FLD detail=" + detail66)

    section("Device -> host: PON (answer to ping)")
    add("CBPON,abc", "PON token=abc")
    add("CBPON,1", "PON token=1")
    add("CBPON,Zz09AbCd", "PON token=Zz09AbCd")

    section("Host -> device: QRY (handshake: asks for HEL)")
    add("CBQRY", "QRY")

    section("Host -> device: ACK (acknowledges every event up to and including seq)")
    add("CBACK,8", "ACK seq=8")
    add("CBACK,1", "ACK seq=1")
    add("CBACK,65535", "ACK seq=65535")

    section("Host -> device: ROL (roll n dice)")
    add("CBROL,3,2", "ROL roll=3 n=2")
    add("CBROL,1,1", "ROL roll=1 n=1")
    add("CBROL,65535,6", "ROL roll=65535 n=6")

    section("Host -> device: LIT (light one seat button; 0 = all off)")
    add("CBLIT,3", "LIT seat=3")
    add("CBLIT,0", "LIT seat=0")
    add("CBLIT,8", "LIT seat=8")

    section("Host -> device: BEP (beep, milliseconds)")
    add("CBBEP,200", "BEP ms=200")
    add("CBBEP,1", "BEP ms=1")
    add("CBBEP,2000", "BEP ms=2000")

    section("Host -> device: PNG (ping)")
    add("CBPNG,abc", "PNG token=abc")
    add("CBPNG,X", "PNG token=X")
    add("CBPNG,12345678", "PNG token=12345678")
    return v


def invalid():
    v = []

    def add(data, error):
        v.append((data, error))

    def section(title):
        v.append((None, title))

    section("too-long: more than 80 characters before CR LF (82 with them); checked first")
    add(line("CBERR,FLD," + "D" * 67), "too-long")  # 83 with CR LF, checksum right
    add(line("CBERR,FLD," + "D" * 67, "00"), "too-long")
    add(raw("$CBQRY*" + "4" * 80), "too-long")
    add(raw("X" * 81), "too-long")
    add(line("CBPNG," + "a" * 200), "too-long")

    section("no-start: the line does not begin with '$'")
    add(raw(""), "no-start")
    add(raw("CBQRY*") + line("CBQRY")[-2:], "no-start")
    add(b" " + line("CBQRY"), "no-start")
    add(b"!" + line("CBQRY")[1:], "no-start")
    add(b"\x00" + line("CBQRY"), "no-start")

    section("bad-character: a byte outside 0x20-0x7E, or a second '$', or '*' inside the sentence")
    add(line("CBPNG,a\tb"), "bad-character")
    add(line("CBERR,FLD,caf\xe9"), "bad-character")
    add(line("CBERR,FLD,bell\x07"), "bad-character")
    add(line("CBQRY") + b"\r", "bad-character")
    add(line("CBERR,FLD,a\x7fb"), "bad-character")
    add(line("CBERR,FLD,a$b"), "bad-character")
    add(raw("$CBQRY$CBQRY*") + line("CBQRY")[-2:], "bad-character")
    add(line("CBERR,FLD,a*b"), "bad-character")
    add(line("CBPNG,a*b"), "bad-character")

    section("no-checksum: the line does not end in '*' and two characters")
    add(raw("$CBQRY"), "no-checksum")
    add(raw("$CBQRY*"), "no-checksum")
    add(raw("$CBQRY*4"), "no-checksum")
    add(line("CBQRY") + b"0", "no-checksum")
    add(raw("$"), "no-checksum")
    add(raw("$*"), "no-checksum")
    add(raw("$CBACK,8,"), "no-checksum")

    section("bad-checksum: not two upper-case hex digits, or not the XOR of the bytes between '$' and '*'")
    good = line("CBQRY")
    wrong = f"{xor(b'CBQRY') ^ 0x01:02X}"
    add(line("CBQRY", wrong), "bad-checksum")
    add(line("CBQRY", good[-2:].decode().lower()), "bad-checksum")
    add(line("CBACK,8", "ZZ"), "bad-checksum")
    add(line("CBACK,8", " 1"), "bad-checksum")
    add(line("CBACK,8", "0x"), "bad-checksum")
    add(line("CBBTN,8,3,S", f"{xor(b'CBBTN,8,3,L'):02X}"), "bad-checksum")
    add(line("CBDIC,7,3,2,4,2", f"{xor(b'CBDIC,7,3,2,4,3'):02X}"), "bad-checksum")

    section("unknown-sentence: the address is not CB + one of the twelve sentence ids")
    add(line("CBXYZ,1"), "unknown-sentence")
    add(raw("$*00"), "unknown-sentence")  # empty body, right checksum
    add(line("GPGGA,1,2"), "unknown-sentence")
    add(line("cbqry"), "unknown-sentence")
    add(line("CBqry"), "unknown-sentence")
    add(line("CB"), "unknown-sentence")
    add(line("CBQR"), "unknown-sentence")
    add(line("CBQRYX"), "unknown-sentence")
    add(line("XXQRY"), "unknown-sentence")
    add(line(" CBQRY"), "unknown-sentence")
    add(line(",CBQRY"), "unknown-sentence")
    add(line("CBXYZ,1,2,3,4,5,6,7,8,9,10,11,12,13,14"), "unknown-sentence")

    section("bad-field: wrong number of fields, bad syntax (sign, leading zero, space, empty) or out of range")
    # QRY
    add(line("CBQRY,"), "bad-field")
    add(line("CBQRY,1"), "bad-field")
    # HEL
    add(line("CBHEL,0,1.0.0,2,6,CB-0001"), "bad-field")
    add(line("CBHEL,256,1.0.0,2,6,CB-0001"), "bad-field")
    add(line("CBHEL,01,1.0.0,2,6,CB-0001"), "bad-field")
    add(line("CBHEL,1,,2,6,CB-0001"), "bad-field")
    add(line("CBHEL,1,12345678901234567,2,6,CB-0001"), "bad-field")
    add(line("CBHEL,1,1.0.0+x,2,6,CB-0001"), "bad-field")
    add(line("CBHEL,1,1.0.0,7,6,CB-0001"), "bad-field")
    add(line("CBHEL,1,1.0.0,2,9,CB-0001"), "bad-field")
    add(line("CBHEL,1,1.0.0,2,6,"), "bad-field")
    add(line("CBHEL,1,1.0.0,2,6,CB_0001"), "bad-field")
    add(line("CBHEL,1,1.0.0,2,6,CB.0001"), "bad-field")
    add(line("CBHEL,1,1.0.0,2,6,01234567890123456"), "bad-field")
    add(line("CBHEL,1,1.0.0,2,6"), "bad-field")
    add(line("CBHEL,1,1.0.0,2,6,CB-0001,x"), "bad-field")
    # DIC
    add(line("CBDIC,0,3,2,4,2"), "bad-field")
    add(line("CBDIC,65536,3,2,4,2"), "bad-field")
    add(line("CBDIC,7,65536,2,4,2"), "bad-field")
    add(line("CBDIC,7,3,0"), "bad-field")
    add(line("CBDIC,7,3,7,1,1,1,1,1,1,1"), "bad-field")
    add(line("CBDIC,7,3,2,4"), "bad-field")
    add(line("CBDIC,7,3,2,4,2,1"), "bad-field")
    add(line("CBDIC,7,3,2,0,2"), "bad-field")
    add(line("CBDIC,7,3,2,4,7"), "bad-field")
    add(line("CBDIC,7,3,2,4,"), "bad-field")
    add(line("CBDIC,-7,3,2,4,2"), "bad-field")
    add(line("CBDIC,+7,3,2,4,2"), "bad-field")
    add(line("CBDIC,07,3,2,4,2"), "bad-field")
    add(line("CBDIC,7,3,2,4, 2"), "bad-field")
    add(line("CBDIC,7,3"), "bad-field")
    # BTN
    add(line("CBBTN,8,3,X"), "bad-field")
    add(line("CBBTN,8,3,s"), "bad-field")
    add(line("CBBTN,8,3,SL"), "bad-field")
    add(line("CBBTN,8,3,"), "bad-field")
    add(line("CBBTN,8,9,S"), "bad-field")
    add(line("CBBTN,0,3,S"), "bad-field")
    add(line("CBBTN,8,3"), "bad-field")
    add(line("CBBTN,8,3,S,1"), "bad-field")
    add(line("CBBTN,,3,S"), "bad-field")
    # HBT
    add(line("CBHBT,65536,1"), "bad-field")
    add(line("CBHBT,8,4294967296"), "bad-field")
    add(line("CBHBT,8,99999999999"), "bad-field")
    add(line("CBHBT,8"), "bad-field")
    add(line("CBHBT,8,1.5"), "bad-field")
    # ERR
    add(line("CBERR,XXX,detail"), "bad-field")
    add(line("CBERR,chk,detail"), "bad-field")
    add(line("CBERR,CHK"), "bad-field")
    add(line("CBERR,CHK,a,b"), "bad-field")
    add(line("CBERR,,a"), "bad-field")
    # PON / PNG
    add(line("CBPON,"), "bad-field")
    add(line("CBPON,123456789"), "bad-field")
    add(line("CBPNG,a-b"), "bad-field")
    add(line("CBPNG,a b"), "bad-field")
    add(line("CBPNG"), "bad-field")
    add(line("CBPNG,a,b"), "bad-field")
    # ACK
    add(line("CBACK,0"), "bad-field")
    add(line("CBACK,65536"), "bad-field")
    add(line("CBACK"), "bad-field")
    add(line("CBACK,8,9"), "bad-field")
    add(line("CBACK,x"), "bad-field")
    # ROL
    add(line("CBROL,0,2"), "bad-field")
    add(line("CBROL,65536,2"), "bad-field")
    add(line("CBROL,3,0"), "bad-field")
    add(line("CBROL,3,7"), "bad-field")
    add(line("CBROL,3"), "bad-field")
    add(line("CBROL,3,2,1"), "bad-field")
    # LIT
    add(line("CBLIT,9"), "bad-field")
    add(line("CBLIT,-1"), "bad-field")
    add(line("CBLIT,"), "bad-field")
    add(line("CBLIT,00"), "bad-field")
    # BEP
    add(line("CBBEP,0"), "bad-field")
    add(line("CBBEP,2001"), "bad-field")
    add(line("CBBEP,02000"), "bad-field")
    add(line("CBBEP,"), "bad-field")
    return v


def write(path: Path, header: str, vectors):
    with path.open("w", encoding="ascii", newline="\n") as f:
        f.write(header)
        for data, second in vectors:
            if data is None:
                f.write(f"\n# {second}\n")
            else:
                f.write(f"{escape(data)}\t{second}\n")


HEADER = """\
# Caissier box protocol 1 - {what} test vectors. Written by make-vectors.py: edit that, not this file.
# Format (see README.md): <line without CR LF><TAB><{second}>. Lines starting with '#' and empty lines are
# comments. In the first column \\xHH stands for the byte HH (a backslash itself is written \\x5C).
"""

if __name__ == "__main__":
    write(HERE / "valid.txt", HEADER.format(what="valid", second="canonical form"), valid())
    write(HERE / "invalid.txt", HEADER.format(what="invalid", second="error id"), invalid())
