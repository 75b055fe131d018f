// dump_isa.cpp - dump AMDGPU opcode facts from the installed LLVM 22.
//
// Part of mirpass tools/isa.  Built and run by tools/isa/gen_isa_tables.py;
// the output (one JSON object per line) is post-processed in Python.
//
// Usage: dump_isa CPU [CPU...]
//
// Output records:
//   {"t":"gen", ...}                     static, CPU independent opcode facts
//   {"t":"cpu","cpu":C, ...}             per CPU, per opcode facts
//   {"t":"res","cpu":C,"names":[...]}    processor resource names of the CPU
//
// getMCOpcode() is not exported from libLLVM-22.so, so this program links the
// static AMDGPU component libraries.
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
namespace AMDGPU {
// TableGen InstrMapping "getMCOpcodeGen" wrapper, defined in AMDGPUUtils.
int getMCOpcode(uint16_t Opcode, unsigned Gen);
int getMFMAEarlyClobberOp(uint16_t Opcode);
// Searchable-table lookups from AMDGPUUtils (MAIInstInfoTable etc.).
bool getMAIIsDGEMM(unsigned Opc);
bool getMAIIsGFX940XDL(unsigned Opc);
bool getWMMAIsXDL(unsigned Opc);
bool isMFMA_F8F6F4(unsigned Opc);
// The FP8/FP4 conversions whose destination byte select makes a partial write
// (AMDGPUBaseInfo's FPType; an int-sized enum, so declaring it here matches).
enum class FPType { None, FP4, FP8 };
FPType getFPDstSelType(unsigned Opc);
} // namespace AMDGPU
namespace AMDGPU_MC {
unsigned resolveVariantSchedClassImpl(unsigned SchedClass, const MCInst *MI,
                                      const MCInstrInfo *MCII,
                                      const MCSubtargetInfo &STI,
                                      unsigned CPUID);
} // namespace AMDGPU_MC
} // namespace llvm

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
}

using namespace llvm;

// Number of encoding families probed.  The meaning of each value is
// established experimentally by gen_isa_tables.py (see ENCODING_FAMILIES
// there); the dumper just reports the mapping for every value.
static const unsigned NumGens = 16;

static void printStr(raw_ostream &OS, StringRef S) {
  OS << '"';
  for (char C : S) {
    if (C == '"' || C == '\\')
      OS << '\\' << C;
    else if ((unsigned char)C < 0x20)
      OS << ' ';
    else
      OS << C;
  }
  OS << '"';
}

static std::string lowerName(const MCRegisterInfo &MRI, MCPhysReg R) {
  std::string S = MRI.getName(R);
  for (auto &C : S)
    C = (char)tolower((unsigned char)C);
  return S;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    errs() << "usage: dump_isa CPU [CPU...]\n";
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
  unsigned N = MII->getNumOpcodes();

  // ---- CPU independent part -------------------------------------------
  for (unsigned Op = 0; Op < N; ++Op) {
    const MCInstrDesc &D = MII->get(Op);
    OS << "{\"t\":\"gen\",\"op\":" << Op << ",\"name\":";
    printStr(OS, MII->getName(Op));
    OS << ",\"tsflags\":\"" << format_hex(D.TSFlags, 18) << "\"";
    OS << ",\"flags\":\"" << format_hex(D.Flags, 18) << "\"";
    OS << ",\"size\":" << D.getSize();
    OS << ",\"ndefs\":" << D.getNumDefs();
    OS << ",\"nops\":" << D.getNumOperands();
    OS << ",\"variadic\":" << (D.isVariadic() ? 1 : 0);
    OS << ",\"sched\":" << D.getSchedClass();
    // Individual descriptor predicates (redundant with flags, but this way
    // the Python side does not depend on MCID bit positions).
    OS << ",\"f\":{";
    bool First = true;
    auto F = [&](const char *K, bool V) {
      if (!V)
        return;
      OS << (First ? "" : ",") << '"' << K << "\":1";
      First = false;
    };
    F("mayLoad", D.mayLoad());
    F("mayStore", D.mayStore());
    F("isBranch", D.isBranch());
    F("isIndirectBranch", D.isIndirectBranch());
    F("isConditionalBranch", D.isConditionalBranch());
    F("isUnconditionalBranch", D.isUnconditionalBranch());
    F("isTerminator", D.isTerminator());
    F("isCall", D.isCall());
    F("isReturn", D.isReturn());
    F("isBarrier", D.isBarrier());
    F("hasSideEffects", D.hasUnmodeledSideEffects());
    F("isPseudo", D.isPseudo());
    F("isMeta", D.isMetaInstruction());
    F("isConvergent", D.isConvergent());
    F("isMoveImm", D.isMoveImmediate());
    F("isMoveReg", D.isMoveReg());
    F("isCompare", D.isCompare());
    F("isBitcast", D.isBitcast());
    F("isAsCheapAsAMove", D.isAsCheapAsAMove());
    F("isNotDuplicable", D.isNotDuplicable());
    F("isTrap", D.isTrap());
    F("isCommutable", D.isCommutable());
    F("isRematerializable", D.isRematerializable());
    F("isPreISel", D.isPreISelOpcode());
    F("maiDGEMM", AMDGPU::getMAIIsDGEMM(Op));
    F("maiGFX940XDL", AMDGPU::getMAIIsGFX940XDL(Op));
    F("wmmaXDL", AMDGPU::getWMMAIsXDL(Op));
    F("mfmaF8F6F4", AMDGPU::isMFMA_F8F6F4(Op));
    F("fpDstSelFP4", AMDGPU::getFPDstSelType(Op) == AMDGPU::FPType::FP4);
    F("fpDstSelFP8", AMDGPU::getFPDstSelType(Op) == AMDGPU::FPType::FP8);
    OS << "}";
    OS << ",\"opnds\":[";
    for (unsigned I = 0, E = D.getNumOperands(); I != E; ++I) {
      const MCOperandInfo &OI = D.operands()[I];
      int RC = MII->getOpRegClassID(OI, 0);
      OS << (I ? "," : "") << "[" << (unsigned)OI.OperandType << "," << RC
         << ",";
      if (RC >= 0)
        printStr(OS, MRI->getRegClassName(&MRI->getRegClass(RC)));
      else
        OS << "null";
      // tied-to operand
      OS << "," << D.getOperandConstraint(I, MCOI::TIED_TO);
      OS << "," << (OI.isLookupRegClassByHwMode() ? 1 : 0);
      if (RC >= 0)
        OS << "," << MRI->getRegClass(RC).getSizeInBits();
      else
        OS << ",0";
      OS << "]";
    }
    OS << "]";
    OS << ",\"idefs\":[";
    First = true;
    for (MCPhysReg R : D.implicit_defs()) {
      OS << (First ? "" : ",");
      printStr(OS, lowerName(*MRI, R));
      First = false;
    }
    OS << "],\"iuses\":[";
    First = true;
    for (MCPhysReg R : D.implicit_uses()) {
      OS << (First ? "" : ",");
      printStr(OS, lowerName(*MRI, R));
      First = false;
    }
    OS << "]";
    // Encoding-family map: getMCOpcode for each family value.  -1 means
    // "not a mapped pseudo"; 65535 means "no encoding in this family".
    OS << ",\"mc\":[";
    for (unsigned G = 0; G < NumGens; ++G)
      OS << (G ? "," : "") << AMDGPU::getMCOpcode((uint16_t)Op, G);
    OS << "]";
    OS << ",\"ec\":" << AMDGPU::getMFMAEarlyClobberOp((uint16_t)Op);
    MCInst MI;
    MI.setOpcode(Op);
    auto Mn = IP->getMnemonic(MI);
    OS << ",\"mnem\":";
    if (Mn.first)
      printStr(OS, StringRef(Mn.first).trim());
    else
      OS << "null";
    OS << "}\n";
  }

  // ---- per CPU part ------------------------------------------------------
  for (int A = 1; A < argc; ++A) {
    std::string CPU = argv[A];
    std::unique_ptr<MCSubtargetInfo> STI(
        T->createMCSubtargetInfo(TT, CPU, ""));
    if (!STI || !STI->isCPUStringValid(CPU)) {
      errs() << "unknown cpu " << CPU << "\n";
      return 1;
    }
    const MCSchedModel &SM = STI->getSchedModel();
    OS << "{\"t\":\"res\",\"cpu\":\"" << CPU << "\",\"hwmode\":"
       << STI->getHwMode() << ",\"names\":[";
    for (unsigned I = 0; I < SM.getNumProcResourceKinds(); ++I) {
      OS << (I ? "," : "");
      const MCProcResourceDesc *PR = SM.getProcResource(I);
      printStr(OS, PR->Name ? PR->Name : "");
    }
    OS << "]}\n";
    unsigned HwMode = STI->getHwMode(MCSubtargetInfo::HwMode_RegInfo);
    for (unsigned Op = 0; Op < N; ++Op) {
      const MCInstrDesc &D = MII->get(Op);
      unsigned SC = D.getSchedClass();
      OS << "{\"t\":\"cpu\",\"cpu\":\"" << CPU << "\",\"op\":" << Op;
      if (SM.hasInstrSchedModel() && SC < SM.NumSchedClasses) {
        const MCSchedClassDesc *SCD = SM.getSchedClassDesc(SC);
        OS << ",\"valid_sc\":" << (SCD->isValid() ? 1 : 0);
        OS << ",\"variant\":" << (SCD->isVariant() ? 1 : 0);
        if (SCD->isValid() && SCD->isVariant()) {
          // Resolve with dummy MCInsts: register operands get the first
          // register of their class, immediates all get the same value V
          // (V = 0..4 covers the cbsz/blgp format codes of the F8F6F4
          // MFMAs).  The latency of every resolution is reported in "lats";
          // the V = 0 resolution is used for "lat"/"res".
          unsigned CPUID = SM.getProcessorID();
          const MCSchedClassDesc *First = nullptr;
          OS << ",\"lats\":[";
          for (int V = 0; V <= 4; ++V) {
            MCInst MI;
            MI.setOpcode(Op);
            for (const MCOperandInfo &OI : D.operands()) {
              int RC = MII->getOpRegClassID(OI, HwMode);
              if (RC >= 0 && MRI->getRegClass(RC).getNumRegs())
                MI.addOperand(
                    MCOperand::createReg(*MRI->getRegClass(RC).begin()));
              else
                MI.addOperand(MCOperand::createImm(V));
            }
            unsigned Cur = SC;
            const MCSchedClassDesc *R = SCD;
            for (int Guard = 0; Guard < 8 && R->isValid() && R->isVariant();
                 ++Guard) {
              Cur = AMDGPU_MC::resolveVariantSchedClassImpl(Cur, &MI, MII.get(),
                                                            *STI, CPUID);
              R = SM.getSchedClassDesc(Cur);
            }
            bool OK = R->isValid() && !R->isVariant();
            OS << (V ? "," : "")
               << (OK ? MCSchedModel::computeInstrLatency(*STI, *R) : -1);
            if (V == 0)
              First = R;
          }
          OS << "]";
          SCD = First;
          OS << ",\"resolved\":" << (SCD->isValid() && !SCD->isVariant() ? 1 : 0);
        }
        if (SCD->isValid() && !SCD->isVariant()) {
          OS << ",\"lat\":" << MCSchedModel::computeInstrLatency(*STI, *SCD);
          OS << ",\"res\":[";
          const MCWriteProcResEntry *B = STI->getWriteProcResBegin(SCD);
          const MCWriteProcResEntry *E = STI->getWriteProcResEnd(SCD);
          for (auto *W = B; W != E; ++W)
            OS << (W == B ? "" : ",") << "[" << W->ProcResourceIdx << ","
               << W->ReleaseAtCycle << "]";
          OS << "]";
        }
      }
      // Register classes that depend on the HwMode (e.g. AV operands that
      // must be aligned on gfx90a+).
      bool AnyHw = false;
      for (const MCOperandInfo &OI : D.operands())
        AnyHw |= OI.isLookupRegClassByHwMode();
      if (AnyHw) {
        OS << ",\"rc\":[";
        for (unsigned I = 0, E = D.getNumOperands(); I != E; ++I) {
          int RC = MII->getOpRegClassID(D.operands()[I], HwMode);
          OS << (I ? "," : "") << "[" << RC << ",";
          if (RC >= 0)
            printStr(OS, MRI->getRegClassName(&MRI->getRegClass(RC)));
          else
            OS << "null";
          OS << "," << (RC >= 0 ? MRI->getRegClass(RC).getSizeInBits() : 0)
             << "]";
        }
        OS << "]";
      }
      OS << "}\n";
    }
  }
  return 0;
}
