// dump_mc_map.cpp - dump, for every AMDGPU opcode of the installed LLVM 22,
// the pseudo -> real (MC) encoding map and the operand register classes that
// tools/isa/gen_mc_map.py needs to invert it.
//
// Usage: dump_mc_map CPU [CPU...]
//
// Output, one JSON object per line:
//   {"t":"cpu","cpu":C,"hwmode":H}        the register-info HwMode of a CPU
//   {"t":"op","op":N,"name":S,"pseudo":0|1,"mc":[16 ints],"ec":N,
//    "tied":[N...],"size":N,"ts":TSFlags,"iuses":[...],"mnem":S,
//    "rc":{"H":[class or null, ...]}}
//                                          per opcode: the operand each operand
//                                          is tied to (-1: none), and operand
//                                          register classes for each distinct
//                                          register-info HwMode of the CPUs
//
// getMCOpcode() is not exported from libLLVM-22.so, so this program links the
// static AMDGPU component libraries (as dump_isa.cpp does).
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdint>
#include <memory>
#include <set>
#include <string>

namespace llvm {
namespace AMDGPU {
int getMCOpcode(uint16_t Opcode, unsigned Gen);
int getMFMAEarlyClobberOp(uint16_t Opcode);
} // namespace AMDGPU
} // namespace llvm

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
}

using namespace llvm;

// Encoding-family values probed; their meaning is established in
// gen_isa_tables.py (ENC) and reused by gen_mc_map.py.
static const unsigned NumGens = 16;

int main(int argc, char **argv) {
  if (argc < 2) {
    errs() << "usage: dump_mc_map CPU [CPU...]\n";
    return 2;
  }
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  Triple TT("amdgcn-amd-amdhsa");
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T) {
    errs() << Err << "\n";
    return 1;
  }
  std::unique_ptr<MCInstrInfo> MII(T->createMCInstrInfo());
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TT));
  MCTargetOptions MCOpts;
  std::unique_ptr<MCAsmInfo> MAI(T->createMCAsmInfo(*MRI, TT, MCOpts));
  std::unique_ptr<MCInstPrinter> IP(
      T->createMCInstPrinter(TT, 0, *MAI, *MII, *MRI));
  raw_ostream &OS = outs();

  std::set<unsigned> Modes;
  for (int A = 1; A < argc; ++A) {
    std::unique_ptr<MCSubtargetInfo> STI(
        T->createMCSubtargetInfo(TT, argv[A], ""));
    if (!STI || !STI->isCPUStringValid(argv[A])) {
      errs() << "unknown cpu " << argv[A] << "\n";
      return 1;
    }
    unsigned H = STI->getHwMode(MCSubtargetInfo::HwMode_RegInfo);
    Modes.insert(H);
    OS << "{\"t\":\"cpu\",\"cpu\":\"" << argv[A] << "\",\"hwmode\":" << H
       << "}\n";
  }

  for (unsigned Op = 0, N = MII->getNumOpcodes(); Op < N; ++Op) {
    const MCInstrDesc &D = MII->get(Op);
    OS << "{\"t\":\"op\",\"op\":" << Op << ",\"name\":\"" << MII->getName(Op)
       << "\",\"pseudo\":" << (D.isPseudo() ? 1 : 0) << ",\"mc\":[";
    for (unsigned G = 0; G < NumGens; ++G)
      OS << (G ? "," : "") << AMDGPU::getMCOpcode((uint16_t)Op, G);
    OS << "],\"ec\":" << AMDGPU::getMFMAEarlyClobberOp((uint16_t)Op)
       << ",\"tied\":[";
    for (unsigned I = 0, E = D.getNumOperands(); I != E; ++I)
      OS << (I ? "," : "") << D.getOperandConstraint(I, MCOI::TIED_TO);
    OS << "],\"size\":" << D.getSize() << ",\"ts\":\""
       << format_hex(D.TSFlags, 18) << "\",\"iuses\":[";
    bool FirstUse = true;
    for (MCPhysReg R : D.implicit_uses()) {
      OS << (FirstUse ? "" : ",") << "\"" << MRI->getName(R) << "\"";
      FirstUse = false;
    }
    MCInst MI;
    MI.setOpcode(Op);
    auto Mn = IP->getMnemonic(MI);
    OS << "],\"mnem\":\"" << (Mn.first ? StringRef(Mn.first).trim() : StringRef())
       << "\",\"rc\":{";
    bool FirstMode = true;
    for (unsigned H : Modes) {
      OS << (FirstMode ? "" : ",") << "\"" << H << "\":[";
      FirstMode = false;
      for (unsigned I = 0, E = D.getNumOperands(); I != E; ++I) {
        int RC = MII->getOpRegClassID(D.operands()[I], H);
        OS << (I ? "," : "");
        if (RC >= 0)
          OS << "\"" << MRI->getRegClassName(&MRI->getRegClass(RC)) << "\"";
        else
          OS << "null";
      }
      OS << "]";
    }
    OS << "}}\n";
  }
  return 0;
}
